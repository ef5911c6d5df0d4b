import { Hono } from 'hono'
import * as v from 'valibot'
import type { SandboxEnv } from '../http/request'
import { jsonBody, param } from '../http/validation'
import type { SandboxServices } from '../services'
import { injectNlpFault } from './nlp-service'

/** Failures of NLP training and publishing on demand (/__sandbox/, development only). */
export function nlpDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()

  /** The chatbot's next NLP training or publishing fails (Failed Training, status ERROR). */
  const nlpFaultBody = v.object({ project_id: param, stage: v.picklist(['TRAIN', 'PUBLISH']) })
  app.post('/__sandbox/nlp-fault', jsonBody(nlpFaultBody), (c) => {
    const body = c.req.valid('json')
    injectNlpFault(services, body.project_id, body.stage)
    return c.json({ ok: true })
  })

  return app
}
