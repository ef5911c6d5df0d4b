/* The few parts of nlp.js (CommonJS, untyped) the sandbox's model training uses (nlp/nlp-model.ts). */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void
  }
  export function containerBootstrap(): Promise<Container>
}

declare module '@nlpjs/nlp' {
  export interface NlpResult {
    intent: string
    score: number
    classifications: { intent: string; score: number }[]
    entities: { entity: string; option: string; sourceText: string }[]
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>)
    addDocument(locale: string, utterance: string, intent: string): void
    addNerRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void
    train(): Promise<unknown>
    process(locale: string, utterance: string): Promise<NlpResult>
    export(minified?: boolean): string
    import(data: string): void
  }
}

declare module '@nlpjs/lang-nl' {
  export const LangNl: unknown
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown
}
