import { builderLimits } from './builder'
import { invisibleCharactersMessage } from './visible-text'

/**
 * Messages of the builder's field errors (ours: the spec names the failures, not the fields), as the
 * sandbox answers them. The portal shows each in the interface language by its key
 * (`builder:fieldErrors.<key>`, failure-text.ts), as it does for the spec's messages.
 */
export const builderFieldMessages = {
  required: 'Please fill in this field.',
  tooLong: 'This text is too long.',
  invisibleCharacters: invisibleCharactersMessage.en,
  notFound: 'This item does not exist (any more).',
  kindTaken: 'This chatbot already has a flow of this kind.',
  flowLimit: `A chatbot has at most ${builderLimits.flowList} flows.`,
  groupLimit: `A chatbot has at most ${builderLimits.stateGroupList} questions.`,
  invalidValue: 'This value is not one of the choices.',
  scalarNamePattern: 'Use lowercase letters, digits and underscores, starting with a letter.',
  nameTaken: 'This name is already in use.',
  inUse: 'It is still in use.',
  colour: 'Enter a colour as #RRGGBB.',
  eventLabel: 'At most 40 characters, starting with a letter; only letters, digits and underscores.',
  adminOnly: 'Only superusers may copy this processor.',
  otherChatbot: 'This belongs to another chatbot.',
  defaultTaken: 'This state already has a default option.',
  actionWithOptionsTaken: 'This state already has a message with buttons.',
  labelTaken: 'This option already has a button in this message.',
} as const
