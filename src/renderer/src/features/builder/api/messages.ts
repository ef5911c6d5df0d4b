import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { Message } from '@shared/domain/builder'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'
import { useBuilderMutation } from './state'

/**
 * A state's messages (actions) and their responses (message variations): the calls of the action and
 * response drawers (spec 001 §7.4 'Builder': updateActionOrdering, addStandardAction, action delete and
 * update, option label update and order, variation add of the six types, deleteVariationMutation(id),
 * updateVariationTags(tagsId, variationId), message updates).
 */
const tagsDocument = chatbotGraphql(`
  query BuilderTags {
    allTags {
      id
      kind
      content
      color
    }
  }
`)
const addTextDocument = chatbotGraphql(`
  mutation BuilderAddTextVariation($actionId: ID!, $languageTag: String!, $text: String!, $tagsId: [ID!]) {
    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text, tagsId: $tagsId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const addVideoDocument = chatbotGraphql(`
  mutation BuilderAddVideoVariation(
    $actionId: ID!
    $languageTag: String!
    $url: String!
    $caption: String
    $tagsId: [ID!]
  ) {
    addVideoVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const addImageDocument = chatbotGraphql(`
  mutation BuilderAddImageVariation(
    $actionId: ID!
    $languageTag: String!
    $url: String!
    $caption: String
    $tagsId: [ID!]
  ) {
    addImageVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const addDocumentDocument = chatbotGraphql(`
  mutation BuilderAddDocumentVariation(
    $actionId: ID!
    $languageTag: String!
    $url: String!
    $fileName: String
    $tagsId: [ID!]
  ) {
    addDocumentVariation(
      actionId: $actionId
      languageTag: $languageTag
      url: $url
      fileName: $fileName
      tagsId: $tagsId
    ) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const addLinkDocument = chatbotGraphql(`
  mutation BuilderAddLinkVariation(
    $actionId: ID!
    $languageTag: String!
    $placeholder: String!
    $link: String!
    $isDocument: Boolean
    $tagsId: [ID!]
  ) {
    addLinkVariation(
      actionId: $actionId
      languageTag: $languageTag
      placeholder: $placeholder
      link: $link
      isDocument: $isDocument
      tagsId: $tagsId
    ) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const addGeolocationDocument = chatbotGraphql(`
  mutation BuilderAddGeolocationVariation(
    $actionId: ID!
    $languageTag: String!
    $lat: Float!
    $lng: Float!
    $tagsId: [ID!]
  ) {
    addGeolocationVariation(actionId: $actionId, languageTag: $languageTag, lat: $lat, lng: $lng, tagsId: $tagsId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const updateMessageDocument = chatbotGraphql(`
  mutation BuilderUpdateMessage(
    $variationId: ID!
    $text: String
    $url: String
    $caption: String
    $fileName: String
    $placeholder: String
    $link: String
    $isDocument: Boolean
    $lat: Float
    $lng: Float
  ) {
    updateMessage(
      variationId: $variationId
      text: $text
      url: $url
      caption: $caption
      fileName: $fileName
      placeholder: $placeholder
      link: $link
      isDocument: $isDocument
      lat: $lat
      lng: $lng
    ) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteVariationDocument = chatbotGraphql(`
  mutation BuilderDeleteVariation($id: ID!) {
    deleteVariationMutation(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const variationTagsDocument = chatbotGraphql(`
  mutation BuilderVariationTags($tagsId: [ID!]!, $variationId: ID!) {
    updateVariationTags(tagsId: $tagsId, variationId: $variationId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const addStandardActionDocument = chatbotGraphql(`
  mutation BuilderAddStandardAction($stateId: ID!, $content: String) {
    addStandardAction(stateId: $stateId, content: $content) {
      ok
      errors {
        field
        messages
      }
      action {
        id
      }
    }
  }
`)
const addActionWithOptionsDocument = chatbotGraphql(`
  mutation BuilderAddActionWithOptions($stateId: ID!, $content: String) {
    addActionWithOptions(stateId: $stateId, content: $content) {
      ok
      errors {
        field
        messages
      }
      action {
        id
      }
    }
  }
`)
const updateActionDocument = chatbotGraphql(`
  mutation BuilderUpdateAction($id: ID!, $content: String, $editable: Boolean) {
    updateAction(id: $id, content: $content, editable: $editable) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteActionsDocument = chatbotGraphql(`
  mutation BuilderDeleteActions($ids: [ID!]!) {
    deleteActions(ids: $ids) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const actionOrderDocument = chatbotGraphql(`
  mutation BuilderActionOrdering($stateId: ID!, $actionIds: [ID!]!) {
    updateActionOrdering(stateId: $stateId, actionIds: $actionIds) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const updateLabelDocument = chatbotGraphql(`
  mutation BuilderUpdateLabel($id: ID!, $enabled: Boolean, $text: [LabelTextInput!]) {
    updateOptionLabel(id: $id, enabled: $enabled, text: $text) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const createLabelDocument = chatbotGraphql(`
  mutation BuilderCreateLabel($optionId: ID!, $actionId: ID!, $text: [LabelTextInput!]) {
    createOptionLabel(optionId: $optionId, actionId: $actionId, text: $text) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteLabelDocument = chatbotGraphql(`
  mutation BuilderDeleteLabel($id: ID!) {
    deleteOptionLabel(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const labelOrderDocument = chatbotGraphql(`
  mutation BuilderLabelOrder($actionId: ID!, $labelIds: [ID!]!) {
    updateOptionLabelOrder(actionId: $actionId, labelIds: $labelIds) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })
const created = v.object({
  ok: v.boolean(),
  errors: v.array(fieldErrorSchema),
  action: v.nullable(v.object({ id: v.string() })),
})
const tagSchema = v.object({ id: v.string(), kind: v.string(), content: v.string(), color: v.string() })
export type TagDetail = v.InferOutput<typeof tagSchema>

const tagsOperation = graphqlOperation(
  'builder tags',
  tagsDocument,
  v.object({ allTags: v.array(tagSchema) }),
)
const addOperations = {
  TEXT: graphqlOperation('add text', addTextDocument, v.object({ addTextVariation: result })),
  VIDEO: graphqlOperation('add video', addVideoDocument, v.object({ addVideoVariation: result })),
  IMAGE: graphqlOperation('add image', addImageDocument, v.object({ addImageVariation: result })),
  DOCUMENT: graphqlOperation('add document', addDocumentDocument, v.object({ addDocumentVariation: result })),
  LINK: graphqlOperation('add link', addLinkDocument, v.object({ addLinkVariation: result })),
  GEOLOCATION: graphqlOperation(
    'add location',
    addGeolocationDocument,
    v.object({ addGeolocationVariation: result }),
  ),
}
const updateMessageOperation = graphqlOperation(
  'update message',
  updateMessageDocument,
  v.object({ updateMessage: result }),
)
const deleteVariationOperation = graphqlOperation(
  'delete variation',
  deleteVariationDocument,
  v.object({ deleteVariationMutation: result }),
)
const variationTagsOperation = graphqlOperation(
  'variation tags',
  variationTagsDocument,
  v.object({ updateVariationTags: result }),
)
const addStandardActionOperation = graphqlOperation(
  'add standard action',
  addStandardActionDocument,
  v.object({ addStandardAction: created }),
)
const addActionWithOptionsOperation = graphqlOperation(
  'add action with options',
  addActionWithOptionsDocument,
  v.object({ addActionWithOptions: created }),
)
const updateActionOperation = graphqlOperation(
  'update action',
  updateActionDocument,
  v.object({ updateAction: result }),
)
const deleteActionsOperation = graphqlOperation(
  'delete actions',
  deleteActionsDocument,
  v.object({ deleteActions: result }),
)
const actionOrderOperation = graphqlOperation(
  'action ordering',
  actionOrderDocument,
  v.object({ updateActionOrdering: result }),
)
const updateLabelOperation = graphqlOperation(
  'update option label',
  updateLabelDocument,
  v.object({ updateOptionLabel: result }),
)
const createLabelOperation = graphqlOperation(
  'create option label',
  createLabelDocument,
  v.object({ createOptionLabel: result }),
)
const deleteLabelOperation = graphqlOperation(
  'delete option label',
  deleteLabelDocument,
  v.object({ deleteOptionLabel: result }),
)
const labelOrderOperation = graphqlOperation(
  'option label order',
  labelOrderDocument,
  v.object({ updateOptionLabelOrder: result }),
)

export function useTags(scope: BuilderScope | null) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'tags'),
    queryFn: async () => (await request('chatbot', tagsOperation)).allTags,
    enabled: scope != null,
  })
}

/** Adds a response of any of the six types in one language, with its tags. */
export const useAddVariation = () =>
  useBuilderMutation(
    async (input: { actionId: string; languageTag: string; message: Message; tagsId: string[] }) => {
      const base = { actionId: input.actionId, languageTag: input.languageTag, tagsId: input.tagsId }
      const m = input.message
      switch (m.type) {
        case 'TEXT':
          return requireOk(
            'add text',
            (await request('chatbot', addOperations.TEXT, { ...base, text: m.text })).addTextVariation,
          )
        case 'VIDEO':
          return requireOk(
            'add video',
            (await request('chatbot', addOperations.VIDEO, { ...base, url: m.url, caption: m.caption }))
              .addVideoVariation,
          )
        case 'IMAGE':
          return requireOk(
            'add image',
            (await request('chatbot', addOperations.IMAGE, { ...base, url: m.url, caption: m.caption }))
              .addImageVariation,
          )
        case 'DOCUMENT':
          return requireOk(
            'add document',
            (
              await request('chatbot', addOperations.DOCUMENT, {
                ...base,
                url: m.url,
                fileName: m.fileName,
              })
            ).addDocumentVariation,
          )
        case 'LINK':
          return requireOk(
            'add link',
            (
              await request('chatbot', addOperations.LINK, {
                ...base,
                placeholder: m.placeholder,
                link: m.link,
                isDocument: m.isDocument,
              })
            ).addLinkVariation,
          )
        case 'GEOLOCATION':
          return requireOk(
            'add location',
            (await request('chatbot', addOperations.GEOLOCATION, { ...base, lat: m.lat, lng: m.lng }))
              .addGeolocationVariation,
          )
      }
    },
  )

/** Changes a response's message within its type (updateMessage). */
export async function updateMessage(input: { variationId: string; message: Message }) {
  const { type: _type, ...fields } = input.message
  return requireOk(
    'update message',
    (await request('chatbot', updateMessageOperation, { variationId: input.variationId, ...fields }))
      .updateMessage,
  )
}

export const useUpdateMessage = () => useBuilderMutation(updateMessage)

export const useDeleteVariation = () =>
  useBuilderMutation(async (id: string) =>
    requireOk(
      'delete variation',
      (await request('chatbot', deleteVariationOperation, { id })).deleteVariationMutation,
    ),
  )

export async function saveVariationTags(input: { tagsId: string[]; variationId: string }) {
  return requireOk(
    'variation tags',
    (await request('chatbot', variationTagsOperation, input)).updateVariationTags,
  )
}

export const useVariationTags = () => useBuilderMutation(saveVariationTags)

/** Adds a message to a state: a standard one, or the one with buttons (a state has at most one). */
export const useAddAction = () =>
  useBuilderMutation(async (input: { stateId: string; withOptions: boolean }) =>
    input.withOptions
      ? requireOk(
          'add action with options',
          (await request('chatbot', addActionWithOptionsOperation, { stateId: input.stateId }))
            .addActionWithOptions,
        )
      : requireOk(
          'add standard action',
          (await request('chatbot', addStandardActionOperation, { stateId: input.stateId }))
            .addStandardAction,
        ),
  )

export async function updateAction(input: { id: string; content?: string; editable?: boolean }) {
  return requireOk('update action', (await request('chatbot', updateActionOperation, input)).updateAction)
}

export const useUpdateAction = () => useBuilderMutation(updateAction)

export const useDeleteAction = () =>
  useBuilderMutation(async (id: string) =>
    requireOk(
      'delete actions',
      (await request('chatbot', deleteActionsOperation, { ids: [id] })).deleteActions,
    ),
  )

/** Saves a state's message order (updateActionOrdering). */
export async function saveActionOrdering(input: { stateId: string; actionIds: string[] }) {
  return requireOk(
    'action ordering',
    (await request('chatbot', actionOrderOperation, input)).updateActionOrdering,
  )
}

export const useActionOrdering = () => useBuilderMutation(saveActionOrdering)

export async function updateLabel(input: {
  id: string
  enabled?: boolean
  text?: { languageTag: string; content: string }[]
}) {
  return requireOk(
    'update option label',
    (await request('chatbot', updateLabelOperation, input)).updateOptionLabel,
  )
}

export const useUpdateLabel = () => useBuilderMutation(updateLabel)

/** Saves the order of an action's buttons (a label moved up or down). */
export async function saveLabelOrder(input: { actionId: string; labelIds: string[] }) {
  return requireOk(
    'option label order',
    (await request('chatbot', labelOrderOperation, input)).updateOptionLabelOrder,
  )
}

export const useLabelOrder = () => useBuilderMutation(saveLabelOrder)

/** A button for an answer on the message with buttons ('new button' in each language, spec 000 §3). */
export const useCreateLabel = () =>
  useBuilderMutation(
    async (input: { optionId: string; actionId: string; text: { languageTag: string; content: string }[] }) =>
      requireOk(
        'create option label',
        (await request('chatbot', createLabelOperation, input)).createOptionLabel,
      ),
  )

export const useDeleteLabel = () =>
  useBuilderMutation(async (id: string) =>
    requireOk(
      'delete option label',
      (await request('chatbot', deleteLabelOperation, { id })).deleteOptionLabel,
    ),
  )
