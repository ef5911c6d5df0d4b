import * as v from 'valibot'
import { command, event } from './contract'

/**
 * The NLP training poller in main (spec 001 §4 'Model training'): after Publish the renderer asks main to
 * watch the chatbot's model; main polls its status until it leaves PUBLISHING, then tells the renderer and,
 * when it is published, shows 'Published, you can use the new knowledge in the Builder' as a native
 * notification once (a click opens the NLP screen). Signing out or switching chatbots stops the watch.
 */
export interface NlpWatchState {
  readonly watching: boolean
}

/** How publishing ended: PUBLISHED or ERROR (or NEEDS_TRAINING when the model changed meanwhile). */
export interface NlpPublishResult {
  readonly chatbotId: string
  readonly status: string
}

export const nlpContract = {
  watchPublishing: command<NlpWatchState>()(
    'nlp:watch-publishing',
    v.strictObject({ chatbotId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  ),
  onDidFinishPublishing: event<NlpPublishResult>('nlp:did-finish-publishing'),
  /** The notification was clicked: the window is focused; the renderer opens the NLP screen. */
  onDidRequestNlp: event<Record<string, never>>('nlp:did-request-nlp'),
} as const
