import * as v from 'valibot'
import { isValidPhoneNumber, isValidUrl, type WhatsappRuleCode } from '@shared/domain/whatsapp-templates'
import { profileLimits } from '@shared/domain/whatsapp-channels'
import type { WhatsappChannelData } from '../api/channels'

/**
 * The channel forms (spec 000 §3 'WhatsApp channel', §5 'WhatsApp profile') for the kit's useEntityForm.
 * A schema message is a rule code of the shared catalogue (`whatsappRuleMessages`), shown in the interface
 * language by `useChannelFieldError`.
 */
const code = (rule: WhatsappRuleCode) => rule
const website = v.pipe(
  v.string(),
  v.check((value) => value.trim() === '' || isValidUrl(value), code('website_invalid')),
)

export const channelFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', code('required')),
  ),
  profileText: v.pipe(v.string(), v.maxLength(profileLimits.profileText)),
  description: v.pipe(v.string(), v.maxLength(profileLimits.description)),
  // The provider's profile holds at most two websites (profileLimits.websites).
  website1: website,
  website2: website,
  /** The hosted picture's address (main uploaded it); null for none. */
  profilePicture: v.nullable(v.string()),
  companyName: v.pipe(v.string(), v.maxLength(profileLimits.companyName)),
  address: v.pipe(v.string(), v.maxLength(profileLimits.address)),
})
export type ChannelFormValues = v.InferOutput<typeof channelFormSchema>

export function channelFormValues(channel: WhatsappChannelData): ChannelFormValues {
  const [website1 = '', website2 = ''] = channel.profile.websites
  return {
    name: channel.name,
    profileText: channel.profile.profileText,
    description: channel.profile.description,
    website1,
    website2,
    profilePicture: channel.profile.profilePicture,
    companyName: channel.profile.companyName,
    address: channel.profile.address,
  }
}

/** The server's field names for the profile's websites. */
export const channelFieldMap = { 'websites.0': 'website1', 'websites.1': 'website2' } as const

export const configureFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', code('required')),
  ),
  whatsappNumber: v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', code('required')),
    v.check((value) => value.trim() === '' || isValidPhoneNumber(value), code('invalid_phone_number')),
  ),
})
export type ConfigureFormValues = v.InferOutput<typeof configureFormSchema>
