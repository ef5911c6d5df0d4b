import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { AtsMappingCreate, AtsMappingSettings } from '@shared/domain/ats'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { atsKeys, automationsKeys } from '../scope'

/**
 * The ATS tab's calls (chatbot service, spec 001 §7): the mappings in full, the catalogue's entity types
 * and pages of fields, a mapping's impact, and the mapping mutations. Every mutation refreshes the tab's
 * queries and the automations' (which list the mappings too).
 */

const namesSchema = v.array(v.object({ language: v.string(), name: v.string() }))

export const mappingSchema = v.object({
  id: v.string(),
  type: v.string(),
  dataType: v.string(),
  value: v.string(),
  isDefaultMapping: v.boolean(),
  isLocked: v.boolean(),
  prepend: v.string(),
  append: v.string(),
  prependAppendSeparator: v.string(),
  scalarName: v.nullable(v.string()),
  postModifiers: v.array(v.string()),
  getModifiers: v.array(v.string()),
  atsFieldOrdering: v.number(),
  atsFieldId: v.nullable(v.string()),
  atsField: v.object({
    path: v.string(),
    dataType: v.string(),
    required: v.boolean(),
    entityType: v.string(),
    humanReadableNames: namesSchema,
  }),
  states: v.array(v.object({ id: v.string(), name: v.string() })),
  atsOptions: v.array(v.object({ id: v.string(), value: v.string(), humanReadableName: v.string() })),
  mappingOptions: v.array(
    v.object({
      id: v.string(),
      option: v.string(),
      optionName: v.string(),
      atsOptionId: v.nullable(v.string()),
      doStoreValue: v.boolean(),
    }),
  ),
})
export type AtsMappingData = v.InferOutput<typeof mappingSchema>

const fieldSchema = v.object({
  id: v.string(),
  path: v.string(),
  dataType: v.string(),
  regex: v.nullable(v.string()),
  maxLength: v.nullable(v.number()),
  required: v.boolean(),
  entityType: v.string(),
  humanReadableNames: namesSchema,
  options: v.array(v.object({ id: v.string(), value: v.string(), humanReadableName: v.string() })),
})
export type AtsCatalogueFieldData = v.InferOutput<typeof fieldSchema>

const overviewDocument = chatbotGraphql(`
  query AtsSettingsOverview {
    mainChatbot { id ats supportsMappingCreation }
    creatableAtsEntities { id name humanReadableNames { language name } }
    atsMappings {
      id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName
      postModifiers getModifiers atsFieldOrdering atsFieldId
      atsField { path dataType required entityType humanReadableNames { language name } }
      states { id name } atsOptions { id value humanReadableName }
      mappingOptions { id option optionName atsOptionId doStoreValue }
    }
  }
`)
const overviewOperation = graphqlOperation(
  'ATS settings',
  overviewDocument,
  v.object({
    mainChatbot: v.object({ id: v.string(), ats: v.string(), supportsMappingCreation: v.boolean() }),
    creatableAtsEntities: v.array(
      v.object({ id: v.string(), name: v.string(), humanReadableNames: namesSchema }),
    ),
    atsMappings: v.array(mappingSchema),
  }),
)
export type AtsOverview = v.InferOutput<typeof overviewOperation.reply>

export function atsOverviewQuery(chatbotId: string) {
  return queryOptions({
    queryKey: atsKeys.key(chatbotId, 'overview'),
    queryFn: () => request('chatbot', overviewOperation),
    staleTime: 30_000,
  })
}
export const useAtsOverview = (chatbotId: string) => useQuery(atsOverviewQuery(chatbotId))

const fieldsDocument = chatbotGraphql(`
  query AtsCatalogueFields($entityTypeId: ID!, $search: String, $page: Int) {
    creatableAtsFieldsOptimized(entityTypeId: $entityTypeId, search: $search, targetHandler: "ATS", pageSize: 20, page: $page) {
      hasNextPage
      atsFields {
        id path dataType regex maxLength required entityType humanReadableNames { language name }
        options { id value humanReadableName }
      }
    }
  }
`)
const fieldsOperation = graphqlOperation(
  'ATS fields',
  fieldsDocument,
  v.object({
    creatableAtsFieldsOptimized: v.object({ hasNextPage: v.boolean(), atsFields: v.array(fieldSchema) }),
  }),
)

/** One page (20) of an entity type's fields matching the search; the previous page stays while the next loads. */
export function useAtsFields(chatbotId: string, entityTypeId: string | null, search: string, page: number) {
  return useQuery({
    queryKey: atsKeys.key(chatbotId, 'fields', entityTypeId, search, page),
    queryFn: () =>
      request('chatbot', fieldsOperation, { entityTypeId: entityTypeId!, search, page }).then(
        (d) => d.creatableAtsFieldsOptimized,
      ),
    enabled: entityTypeId !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

const impactItems = v.array(v.object({ id: v.string(), name: v.string() }))
const impactDocument = chatbotGraphql(`
  query AtsMappingImpact($id: ID!) {
    atsMappingImpact(id: $id) {
      processors { id name } states { id name } flows { id name } automations { id name }
    }
  }
`)
const impactOperation = graphqlOperation(
  'ATS mapping impact',
  impactDocument,
  v.object({
    atsMappingImpact: v.nullable(
      v.object({
        processors: impactItems,
        states: impactItems,
        flows: impactItems,
        automations: impactItems,
      }),
    ),
  }),
)
export type AtsMappingImpactData = NonNullable<
  v.InferOutput<typeof impactOperation.reply>['atsMappingImpact']
>

export const useAtsMappingImpact = (chatbotId: string, id: string) =>
  useQuery({
    queryKey: atsKeys.key(chatbotId, 'impact', id),
    queryFn: () => request('chatbot', impactOperation, { id }).then((d) => d.atsMappingImpact),
    staleTime: 0,
  })

const answerSchema = v.object({
  ...mutationResultEntries,
  code: v.optional(v.nullable(v.string()), null),
  restored: v.optional(v.nullable(v.boolean()), null),
  mapping: v.nullable(mappingSchema),
})

const createDocument = chatbotGraphql(`
  mutation CreateAtsMapping($input: AtsMappingCreateInput!) {
    createAtsFieldMapping(input: $input) {
      ok code errorMessage restored errors { field messages }
      mapping {
        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName
        postModifiers getModifiers atsFieldOrdering atsFieldId
        atsField { path dataType required entityType humanReadableNames { language name } }
        states { id name } atsOptions { id value humanReadableName }
      mappingOptions { id option optionName atsOptionId doStoreValue }
      }
    }
  }
`)
const replaceDocument = chatbotGraphql(`
  mutation ReplaceAtsMapping($id: ID!, $input: AtsMappingCreateInput!) {
    replaceAtsFieldMapping(id: $id, input: $input) {
      ok code errorMessage restored errors { field messages }
      mapping {
        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName
        postModifiers getModifiers atsFieldOrdering atsFieldId
        atsField { path dataType required entityType humanReadableNames { language name } }
        states { id name } atsOptions { id value humanReadableName }
      mappingOptions { id option optionName atsOptionId doStoreValue }
      }
    }
  }
`)
const updateDocument = chatbotGraphql(`
  mutation UpdateAtsMapping($id: ID!, $input: AtsMappingSettingsInput!) {
    updateAtsFieldMapping(id: $id, input: $input) {
      ok code errorMessage restored errors { field messages }
      mapping {
        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName
        postModifiers getModifiers atsFieldOrdering atsFieldId
        atsField { path dataType required entityType humanReadableNames { language name } }
        states { id name } atsOptions { id value humanReadableName }
      mappingOptions { id option optionName atsOptionId doStoreValue }
      }
    }
  }
`)
const cloneDocument = chatbotGraphql(`
  mutation CloneAtsMapping($id: ID!) {
    cloneAtsFieldMapping(id: $id) { ok code errorMessage errors { field messages } mapping { id } }
  }
`)
const deleteDocument = chatbotGraphql(`
  mutation DeleteAtsMapping($id: ID!) {
    deleteAtsFieldMapping(id: $id) { ok code errorMessage }
  }
`)
const createFieldDocument = chatbotGraphql(`
  mutation CreateAtsField($entityTypeId: ID!, $name: String!, $dataType: String!) {
    createAtsField(entityTypeId: $entityTypeId, name: $name, dataType: $dataType) {
      ok code errorMessage errors { field messages }
      atsField {
        id path dataType regex maxLength required entityType humanReadableNames { language name }
        options { id value humanReadableName }
      }
    }
  }
`)

const createOperation = graphqlOperation(
  'create ATS mapping',
  createDocument,
  v.object({ createAtsFieldMapping: answerSchema }),
)
const replaceOperation = graphqlOperation(
  'replace ATS mapping',
  replaceDocument,
  v.object({ replaceAtsFieldMapping: answerSchema }),
)
const updateOperation = graphqlOperation(
  'update ATS mapping',
  updateDocument,
  v.object({ updateAtsFieldMapping: answerSchema }),
)
const cloneOperation = graphqlOperation(
  'clone ATS mapping',
  cloneDocument,
  v.object({
    cloneAtsFieldMapping: v.object({
      ...mutationResultEntries,
      code: v.optional(v.nullable(v.string()), null),
      mapping: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)
const deleteOperation = graphqlOperation(
  'delete ATS mapping',
  deleteDocument,
  v.object({
    deleteAtsFieldMapping: v.object({
      ok: v.boolean(),
      code: v.nullable(v.string()),
      errorMessage: v.nullable(v.string()),
    }),
  }),
)
const autoCreateOperation = graphqlOperation(
  'auto-create ATS mapping',
  chatbotGraphql(`
    mutation AutoCreateAtsMapping($stateId: ID!) {
      autoCreateAtsFieldMapping(stateId: $stateId) { ok code errorMessage errors { field messages } mapping { id } }
    }
  `),
  v.object({
    autoCreateAtsFieldMapping: v.object({
      ...mutationResultEntries,
      code: v.optional(v.nullable(v.string()), null),
      mapping: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)
const createFieldOperation = graphqlOperation(
  'create ATS field',
  createFieldDocument,
  v.object({
    createAtsField: v.object({
      ...mutationResultEntries,
      code: v.optional(v.nullable(v.string()), null),
      atsField: v.nullable(fieldSchema),
    }),
  }),
)

const asInput = (values: AtsMappingSettings) => ({
  ...values,
  postModifiers: [...values.postModifiers],
  getModifiers: [...values.getModifiers],
  states: [...values.states],
})

/** A replacement refused after the old mapping came back: the screen says nothing was lost. */
export class ReplacementRestoredError extends Error {
  constructor(readonly errorMessage: string | null) {
    super(errorMessage ?? 'The replacement failed; the old mapping was restored.')
    this.name = 'ReplacementRestoredError'
  }
}

function useRefresh(chatbotId: string) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: atsKeys.all(chatbotId) }),
      // The automations' drawer lists the mappings as well.
      client.invalidateQueries({ queryKey: automationsKeys.all(chatbotId) }),
    ])
}

export function useCreateAtsMapping(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async (input: AtsMappingCreate) =>
      requireOk(
        'createAtsFieldMapping',
        (
          await request('chatbot', createOperation, {
            input: asInput(input) as AtsMappingCreate & Record<string, unknown>,
          })
        ).createAtsFieldMapping,
      ),
    onSettled: refresh,
  })
}

/** A mapping of the state's variable to the candidate field that matches it (autoCreateAtsFieldMapping). */
export function useAutoCreateAtsMapping(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async (stateId: string) =>
      requireOk(
        'autoCreateAtsFieldMapping',
        (await request('chatbot', autoCreateOperation, { stateId })).autoCreateAtsFieldMapping,
      ),
    onSettled: refresh,
  })
}

export function useReplaceAtsMapping(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: AtsMappingCreate }) => {
      const answer = (
        await request('chatbot', replaceOperation, {
          id,
          input: asInput(input) as AtsMappingCreate & Record<string, unknown>,
        })
      ).replaceAtsFieldMapping
      if (!answer.ok && answer.restored) throw new ReplacementRestoredError(answer.errorMessage)
      return requireOk('replaceAtsFieldMapping', answer)
    },
    // Also after a failure: the old mapping was deleted and put back, and the list should show it as it is.
    onSettled: refresh,
  })
}

export function useUpdateAtsMapping(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async ({ id, values }: { id: string; values: AtsMappingSettings }) =>
      requireOk(
        'updateAtsFieldMapping',
        (
          await request('chatbot', updateOperation, {
            id,
            input: asInput(values) as AtsMappingSettings & Record<string, unknown>,
          })
        ).updateAtsFieldMapping,
      ),
    onSuccess: refresh,
  })
}

export function useCloneAtsMapping(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async (id: string) =>
      requireOk(
        'cloneAtsFieldMapping',
        (await request('chatbot', cloneOperation, { id })).cloneAtsFieldMapping,
      ),
    onSuccess: refresh,
  })
}

export function useDeleteAtsMapping(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async (id: string) =>
      requireOk(
        'deleteAtsFieldMapping',
        (await request('chatbot', deleteOperation, { id })).deleteAtsFieldMapping,
      ),
    onSuccess: refresh,
  })
}

export function useCreateAtsField(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async (input: { entityTypeId: string; name: string; dataType: string }) =>
      requireOk('createAtsField', (await request('chatbot', createFieldOperation, input)).createAtsField),
    onSuccess: refresh,
  })
}

// ---- a mapping's ATS options and mapping options ------------------------------------------------------

const optionAnswerSchema = v.object({
  ...mutationResultEntries,
  code: v.optional(v.nullable(v.string()), null),
  mapping: v.nullable(v.object({ id: v.string() })),
})
const createAtsOptionOperation = graphqlOperation(
  'create ATS option',
  chatbotGraphql(`
    mutation CreateAtsOption($mappingId: ID!, $value: String!, $humanReadableName: String!) {
      createAtsOption(mappingId: $mappingId, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }
    }
  `),
  v.object({ createAtsOption: optionAnswerSchema }),
)
const updateAtsOptionOperation = graphqlOperation(
  'update ATS option',
  chatbotGraphql(`
    mutation UpdateAtsOption($id: ID!, $value: String!, $humanReadableName: String!) {
      updateAtsOption(id: $id, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }
    }
  `),
  v.object({ updateAtsOption: optionAnswerSchema }),
)
const deleteAtsOptionOperation = graphqlOperation(
  'delete ATS option',
  chatbotGraphql(`
    mutation DeleteAtsOption($id: ID!) { deleteAtsOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }
  `),
  v.object({ deleteAtsOption: optionAnswerSchema }),
)
const createMappingOptionOperation = graphqlOperation(
  'create mapping option',
  chatbotGraphql(`
    mutation CreateAtsMappingOption($mappingId: ID!, $option: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {
      createAtsMappingOption(mappingId: $mappingId, option: $option, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }
    }
  `),
  v.object({ createAtsMappingOption: optionAnswerSchema }),
)
const updateMappingOptionOperation = graphqlOperation(
  'update mapping option',
  chatbotGraphql(`
    mutation UpdateAtsMappingOption($id: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {
      updateAtsMappingOption(id: $id, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }
    }
  `),
  v.object({ updateAtsMappingOption: optionAnswerSchema }),
)
const deleteMappingOptionOperation = graphqlOperation(
  'delete mapping option',
  chatbotGraphql(`
    mutation DeleteAtsMappingOption($id: ID!) { deleteAtsMappingOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }
  `),
  v.object({ deleteAtsMappingOption: optionAnswerSchema }),
)
const syncOptionsOperation = graphqlOperation(
  'sync options',
  chatbotGraphql(`
    mutation SyncAtsOptions($stateId: ID!) { syncOptions(stateId: $stateId) { stateId } }
  `),
  v.object({ syncOptions: v.nullable(v.object({ stateId: v.string() })) }),
)

export type AtsOptionChange =
  | { kind: 'createAtsOption'; mappingId: string; value: string; humanReadableName: string }
  | { kind: 'updateAtsOption'; id: string; value: string; humanReadableName: string }
  | { kind: 'deleteAtsOption'; id: string }
  | {
      kind: 'createMappingOption'
      mappingId: string
      option: string
      doStoreValue: boolean
      atsOptionId: string | null
    }
  | { kind: 'updateMappingOption'; id: string; doStoreValue: boolean; atsOptionId: string | null }
  | { kind: 'deleteMappingOption'; id: string }
  | { kind: 'syncOptions'; stateId: string }

/** One change to a mapping's ATS options or mapping options; the tab's queries follow. */
export function useAtsOptionChange(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async (change: AtsOptionChange): Promise<void> => {
      switch (change.kind) {
        case 'createAtsOption': {
          const { kind: _, ...vars } = change
          requireOk(
            'createAtsOption',
            (await request('chatbot', createAtsOptionOperation, vars)).createAtsOption,
          )
          return
        }
        case 'updateAtsOption': {
          const { kind: _, ...vars } = change
          requireOk(
            'updateAtsOption',
            (await request('chatbot', updateAtsOptionOperation, vars)).updateAtsOption,
          )
          return
        }
        case 'deleteAtsOption':
          requireOk(
            'deleteAtsOption',
            (await request('chatbot', deleteAtsOptionOperation, { id: change.id })).deleteAtsOption,
          )
          return
        case 'createMappingOption': {
          const { kind: _, ...vars } = change
          requireOk(
            'createAtsMappingOption',
            (await request('chatbot', createMappingOptionOperation, vars)).createAtsMappingOption,
          )
          return
        }
        case 'updateMappingOption': {
          const { kind: _, ...vars } = change
          requireOk(
            'updateAtsMappingOption',
            (await request('chatbot', updateMappingOptionOperation, vars)).updateAtsMappingOption,
          )
          return
        }
        case 'deleteMappingOption':
          requireOk(
            'deleteAtsMappingOption',
            (await request('chatbot', deleteMappingOptionOperation, { id: change.id }))
              .deleteAtsMappingOption,
          )
          return
        case 'syncOptions':
          await request('chatbot', syncOptionsOperation, { stateId: change.stateId })
          return
      }
    },
    onSettled: refresh,
  })
}
