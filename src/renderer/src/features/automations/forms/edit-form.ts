import * as v from 'valibot'
import { campaignEditSchema, labelsInBoth, type AutomationMessage } from '@shared/domain/automations'

const [editObject] = campaignEditSchema.pipe

/**
 * The settings form's schema: the shared edit rules (spec 000 §3 'Campaign'), with the required data, the
 * ATS field mappings, the whitelist and the client's note always present, as the form holds them (the shared schema also accepts them absent, for
 * "keep as it is"). The fields' rules are the shared schema's own; its one cross-field check (a label both
 * added and removed) is applied the same way.
 */
export const editFormSchema = v.pipe(
  v.object({
    ...editObject.entries,
    requiredData: v.unwrap(editObject.entries.requiredData),
    atsFieldMappingIds: v.unwrap(editObject.entries.atsFieldMappingIds),
    whitelist: v.unwrap(editObject.entries.whitelist),
    clientDescription: v.unwrap(editObject.entries.clientDescription),
    clientDescriptionImages: v.unwrap(editObject.entries.clientDescriptionImages),
  }),
  v.forward(
    v.check(
      (values) => labelsInBoth(values.smartInboxLabels, values.removeSmartInboxLabels).length === 0,
      'labelAddedAndRemoved' satisfies AutomationMessage,
    ),
    ['removeSmartInboxLabels'],
  ),
)
