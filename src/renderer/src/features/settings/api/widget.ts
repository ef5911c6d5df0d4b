import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { WidgetConfig, WidgetPreview } from '@shared/domain/settings'
import type { WidgetImageUpload } from '@shared/ipc/settings'
import { MutationFailedError } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { portal } from '../../../lib/portal'
import { rest } from '../../../lib/rest'
import { settingsKeys } from '../scope'

/** The widget's configuration: GET/PUT /api/v1/chatbots/{id}/config/ (spec 001 §7.2), style nested. */
export function widgetConfigQuery(chatbotId: string, projectId: string) {
  return queryOptions({
    queryKey: settingsKeys.key(chatbotId, 'widget-config'),
    queryFn: () => rest('widgetConfig', { query: { project_id: projectId } }),
  })
}

export const useWidgetConfig = (chatbotId: string, projectId: string) =>
  useQuery(widgetConfigQuery(chatbotId, projectId))

/** Saves the whole configuration; one key per save action, so a double-click sends once (REL-11). */
export function useSaveWidgetConfig(chatbotId: string, projectId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ config, key }: { config: WidgetConfig; key: string }) =>
      rest('updateWidgetConfig', { query: { project_id: projectId }, body: config, idempotencyKey: key }),
    onSuccess: (saved) => client.setQueryData(widgetConfigQuery(chatbotId, projectId).queryKey, saved),
  })
}

/** Picks and uploads a widget image through main: the page gets the address or the refusal, never the file. */
export async function uploadWidgetImage(purpose: 'widgetIcon' | 'botAvatar'): Promise<WidgetImageUpload> {
  try {
    return await portal().settings.uploadWidgetImage({ purpose })
  } catch {
    return { status: 'refused', problem: 'upload_failed', fileName: '' }
  }
}

const flowsDocument = chatbotGraphql(`
  query SettingsFlows {
    allStateMachines(limit: 9999) {
      id
      name
      kind
      position
    }
  }
`)
const flowsOperation = graphqlOperation(
  'settings flows',
  flowsDocument,
  v.object({
    allStateMachines: v.array(
      v.object({ id: v.string(), name: v.string(), kind: v.string(), position: v.number() }),
    ),
  }),
)

/** The chatbot's flows (spec 001 §7.3 settings query: all flows, limit 9999), in the builder's order. */
export function flowsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: settingsKeys.key(chatbotId, 'flows'),
    queryFn: async () =>
      (await request('chatbot', flowsOperation)).allStateMachines.toSorted((a, b) => a.position - b.position),
  })
}

const previewDocument = chatbotGraphql(`
  query WidgetPreview {
    widgetPreview {
      text
      autoOpenTime
      buttons {
        text
        flow
      }
      widgetIconStartFlow
      isRectangle
      botAvatar
      version
    }
  }
`)
const previewSchema = v.object({
  text: v.string(),
  autoOpenTime: v.number(),
  buttons: v.array(v.object({ text: v.string(), flow: v.string() })),
  widgetIconStartFlow: v.nullable(v.string()),
  isRectangle: v.boolean(),
  botAvatar: v.nullable(v.string()),
  version: v.number(),
})
const previewOperation = graphqlOperation(
  'widget preview',
  previewDocument,
  v.object({ widgetPreview: previewSchema }),
)

export function widgetPreviewQuery(chatbotId: string) {
  return queryOptions({
    queryKey: settingsKeys.key(chatbotId, 'widget-preview'),
    queryFn: async (): Promise<WidgetPreview> => (await request('chatbot', previewOperation)).widgetPreview,
  })
}

const updatePreviewDocument = chatbotGraphql(`
  mutation UpdateWidgetPreview($input: WidgetPreviewInput!) {
    updateWidgetPreview(input: $input) {
      ok
      code
      errorMessage
      errors {
        field
        messages
      }
      widgetPreview {
        text
        autoOpenTime
        buttons {
          text
          flow
        }
        widgetIconStartFlow
        isRectangle
        botAvatar
        version
      }
    }
  }
`)
const updatePreviewOperation = graphqlOperation(
  'update widget preview',
  updatePreviewDocument,
  v.object({
    updateWidgetPreview: v.object({
      ok: v.boolean(),
      code: v.nullable(v.string()),
      errorMessage: v.nullable(v.string()),
      errors: v.array(v.object({ field: v.string(), messages: v.array(v.string()) })),
      widgetPreview: v.nullable(previewSchema),
    }),
  }),
)

export function useSaveWidgetPreview(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (preview: WidgetPreview) => {
      const answer = (
        await request('chatbot', updatePreviewOperation, {
          input: { ...preview, buttons: preview.buttons.map((button) => ({ ...button })) },
        })
      ).updateWidgetPreview
      // The code travels with the failure, so the toast names it (a teaser saved meanwhile: widget_changed).
      if (!answer.ok || !answer.widgetPreview)
        throw new MutationFailedError(
          'update widget preview',
          answer.errors,
          answer.errorMessage,
          answer.code,
        )
      return answer.widgetPreview
    },
    onSuccess: (saved) => client.setQueryData(widgetPreviewQuery(chatbotId).queryKey, saved),
  })
}
