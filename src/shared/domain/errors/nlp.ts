import type { AreaErrors } from './entry'

/**
 * NLP messages (spec 001 §8 'Deletion and model', spec 000 §5 'Intents'), in the shape of the catalogue
 * (errors/index.ts). The English texts of the spec word for word; the Dutch ones, and the similarity refusal's
 * wording (the spec states the rule, not its text), are ours. No imports but the entry type, so the catalogue takes it in.
 */
export const nlpErrors = {
  cannot_delete_intent: {
    status: 409,
    en: 'can not delete intent',
    nl: 'intentie kan niet worden verwijderd',
  },
  cannot_delete_keyword: {
    status: 409,
    en: 'can not delete keyword',
    nl: 'trefwoord kan niet worden verwijderd',
  },
  cannot_delete_sentence: {
    status: 409,
    en: 'can not delete sentence',
    nl: 'zin kan niet worden verwijderd',
  },
  cannot_delete_list_entity_value: {
    status: 409,
    en: 'can not delete list entity value',
    nl: 'waarde van de lijstentiteit kan niet worden verwijderd',
  },
  cannot_update_list_entity_synonyms: {
    status: 409,
    en: 'can not update list entity synonyms',
    nl: 'synoniemen van de lijstentiteit kunnen niet worden bijgewerkt',
  },
  no_default_model_intents: {
    status: 409,
    en: 'No default model to get intents',
    nl: 'Geen standaardmodel om intenties uit te halen',
  },
  no_default_model_entities: {
    status: 409,
    en: 'No default model to get entities',
    nl: 'Geen standaardmodel om entiteiten uit te halen',
  },
  could_not_train_model: {
    status: 409,
    en: 'Could not train model',
    nl: 'Het model kon niet worden getraind',
  },
  could_not_publish_model: {
    status: 409,
    en: 'Could not publish model',
    nl: 'Het model kon niet worden gepubliceerd',
  },
  similar_nlp_text: {
    status: 400,
    en: 'This is too similar to a sentence or keyword of another intent.',
    nl: 'Dit lijkt te veel op een zin of trefwoord van een andere intentie.',
  },
  duplicate_nlp_name: {
    status: 400,
    en: 'This name is already in use.',
    nl: 'Deze naam is al in gebruik.',
  },
  // The caps of nlpCaps (domain/nlp.ts; this file imports nothing, so the numbers are written out, and a
  // test holds them equal).
  too_many_intents: {
    status: 400,
    en: 'A chatbot has at most 500 intents.',
    nl: 'Een chatbot heeft hoogstens 500 intenties.',
  },
  too_many_sentences: {
    status: 400,
    en: 'A chatbot has at most 10,000 training sentences.',
    nl: 'Een chatbot heeft hoogstens 10.000 trainingszinnen.',
  },
  too_many_keywords: {
    status: 400,
    en: 'A chatbot has at most 5,000 keywords.',
    nl: 'Een chatbot heeft hoogstens 5.000 trefwoorden.',
  },
  too_many_synonyms: {
    status: 400,
    en: 'A chatbot has at most 10,000 synonyms.',
    nl: 'Een chatbot heeft hoogstens 10.000 synoniemen.',
  },
} as const satisfies AreaErrors
