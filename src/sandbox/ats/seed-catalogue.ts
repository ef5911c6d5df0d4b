import type { AtsFieldName } from '../automations/schema'

/**
 * The sandbox ATS's field catalogue in OTYS and Bullhorn shapes: each ATS's entity types, their standard
 * fields (with regexes, maximum lengths and picklists where the real ones have them) and the numbered
 * custom fields both ATSs offer (OTYS free fields, Bullhorn customText/customInt/customDate), 2,500
 * fields per ATS, so the search answers from a catalogue of 5,000 fields as a large customer's does.
 * Generated, not random: every build holds the same rows.
 */

export type AtsKind = 'OTYS' | 'BULLHORN'

export interface CatalogueEntity {
  readonly id: string
  readonly ats: AtsKind
  readonly name: string
  readonly names: readonly [nl: string, en: string]
  readonly creatable: boolean
}

export interface CatalogueField {
  readonly id: string
  readonly ats: AtsKind
  readonly entityTypeId: string
  readonly path: string
  readonly dataType: string
  readonly names: readonly [nl: string, en: string]
  readonly regex?: string
  readonly maxLength?: number
  readonly required?: boolean
  readonly excludeFromPost?: boolean
  readonly targetEntityType?: string
  readonly options?: readonly (readonly [value: string, name: string])[]
}

export const fieldsPerAts = 2_500

const email = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+'
const phone = '\\+?[0-9 ()-]{8,20}'
const postcode = '[0-9]{4} ?[A-Za-z]{2}'

/** Standard candidate fields, the same paths in both shapes (the seeded mappings write them). */
const candidateFields: Omit<CatalogueField, 'id' | 'ats' | 'entityTypeId'>[] = [
  {
    path: 'candidate.firstName',
    dataType: 'string',
    names: ['Voornaam', 'First name'],
    maxLength: 50,
    required: true,
  },
  {
    path: 'candidate.lastName',
    dataType: 'string',
    names: ['Achternaam', 'Last name'],
    maxLength: 80,
    required: true,
  },
  {
    path: 'candidate.mobilePhone',
    dataType: 'phone',
    names: ['Mobiel telefoonnummer', 'Mobile phone number'],
    regex: phone,
    maxLength: 20,
    required: true,
  },
  {
    path: 'candidate.email',
    dataType: 'email',
    names: ['E-mailadres', 'Email address'],
    regex: email,
    maxLength: 120,
  },
  { path: 'candidate.address.city', dataType: 'string', names: ['Woonplaats', 'City'], maxLength: 80 },
  {
    path: 'candidate.address.postcode',
    dataType: 'string',
    names: ['Postcode', 'Postcode'],
    regex: postcode,
    maxLength: 7,
  },
  {
    path: 'candidate.hoursPerWeek',
    dataType: 'integer',
    names: ['Uren per week', 'Hours per week'],
    regex: '[0-9]{1,2}( uur)?',
    maxLength: 10,
  },
  {
    path: 'candidate.availability',
    dataType: 'option',
    names: ['Beschikbaarheid', 'Availability'],
    options: [
      ['DIRECT', 'Direct'],
      ['ONE_MONTH', 'Binnen 1 maand'],
      ['THREE_MONTHS', 'Binnen 3 maanden'],
    ],
  },
  {
    path: 'candidate.driversLicense',
    dataType: 'option',
    names: ['Rijbewijs', 'Driving licence'],
    options: [
      ['B', 'B'],
      ['C', 'C'],
      ['CE', 'C+E'],
      ['D', 'D'],
    ],
  },
  { path: 'candidate.source', dataType: 'string', names: ['Bron', 'Source'], maxLength: 60 },
  { path: 'candidate.notes', dataType: 'text', names: ['Notitie', 'Note'], maxLength: 4000 },
  {
    path: 'candidate.dateOfBirth',
    dataType: 'date',
    names: ['Geboortedatum', 'Date of birth'],
    regex: '[0-9]{4}-[0-9]{2}-[0-9]{2}',
  },
  {
    path: 'candidate.customData.campagne',
    dataType: 'string',
    names: ['Wervingscampagne', 'Recruitment campaign'],
    maxLength: 60,
  },
  {
    path: 'candidate.customData.talentpool',
    dataType: 'option',
    names: ['Talentpool', 'Talent pool'],
    options: [
      ['Logistiek', 'Logistiek'],
      ['Techniek', 'Techniek'],
      ['Zorg', 'Zorg'],
    ],
  },
  {
    path: 'candidate.linkedInUrl',
    dataType: 'url',
    names: ['LinkedIn-profiel', 'LinkedIn profile'],
    maxLength: 200,
  },
  { path: 'candidate.cvId', dataType: 'file', names: ['Cv', 'CV'], excludeFromPost: true },
]

const entitiesOf: Record<AtsKind, readonly [key: string, nl: string, en: string][]> = {
  OTYS: [
    ['candidate', 'Kandidaat', 'Candidate'],
    ['vacancy', 'Vacature', 'Vacancy'],
    ['relation', 'Relatie', 'Relation'],
    ['contact', 'Contactpersoon', 'Contact person'],
    ['procedure', 'Procedure', 'Procedure'],
  ],
  BULLHORN: [
    ['candidate', 'Kandidaat', 'Candidate'],
    ['jobOrder', 'Vacature', 'Job order'],
    ['clientCorporation', 'Opdrachtgever', 'Client corporation'],
    ['clientContact', 'Contactpersoon', 'Client contact'],
    ['placement', 'Plaatsing', 'Placement'],
  ],
}

/** The numbered custom fields of each shape: [path suffix, data type, nl, en, max length]. */
const customKinds: Record<
  AtsKind,
  readonly [suffix: string, dataType: string, nl: string, en: string, max?: number][]
> = {
  OTYS: [
    ['freeField', 'string', 'Vrij veld', 'Free field', 255],
    ['freeText', 'text', 'Vrije tekst', 'Free text', 4000],
    ['freeNumber', 'integer', 'Vrij getal', 'Free number', 12],
    ['freeDate', 'date', 'Vrije datum', 'Free date'],
    ['freeOption', 'option', 'Vrije keuzelijst', 'Free option list'],
  ],
  BULLHORN: [
    ['customText', 'string', 'Eigen tekstveld', 'Custom text', 100],
    ['customTextBlock', 'text', 'Eigen tekstblok', 'Custom text block', 4000],
    ['customInt', 'integer', 'Eigen getal', 'Custom integer', 12],
    ['customDate', 'date', 'Eigen datum', 'Custom date'],
    ['customPicklist', 'option', 'Eigen keuzelijst', 'Custom picklist'],
  ],
}

export const entityTypeId = (ats: AtsKind, key: string) => `atse-${ats.toLowerCase()}-${key}`

export function catalogueEntities(): CatalogueEntity[] {
  return (['OTYS', 'BULLHORN'] as const).flatMap((ats) =>
    entitiesOf[ats].map(([key, nl, en]) => ({
      id: entityTypeId(ats, key),
      ats,
      name: key,
      names: [nl, en] as const,
      creatable: key !== 'procedure' && key !== 'placement',
    })),
  )
}

export function catalogueFields(): CatalogueField[] {
  const fields: CatalogueField[] = []
  for (const ats of ['OTYS', 'BULLHORN'] as const) {
    const entities = entitiesOf[ats]
    const perEntity = fieldsPerAts / entities.length
    for (const [key] of entities) {
      const entity = entityTypeId(ats, key)
      const own = key === 'candidate' ? candidateFields : []
      for (const f of own)
        fields.push({ ...f, id: `atsf-${ats.toLowerCase()}-${f.path}`, ats, entityTypeId: entity })
      const kinds = customKinds[ats]
      for (let n = 1; n <= perEntity - own.length; n++) {
        const [suffix, dataType, nl, en, max] = kinds[n % kinds.length]!
        const number = Math.ceil(n / kinds.length)
        const path = `${key}.${suffix}${number}`
        fields.push({
          id: `atsf-${ats.toLowerCase()}-${path}`,
          ats,
          entityTypeId: entity,
          path,
          dataType,
          names: [`${nl} ${number}`, `${en} ${number}`],
          ...(max ? { maxLength: max } : {}),
          ...(dataType === 'date' ? { regex: '[0-9]{4}-[0-9]{2}-[0-9]{2}' } : {}),
          ...(dataType === 'integer' ? { regex: '-?[0-9]+' } : {}),
          ...(dataType === 'option'
            ? {
                options: [
                  ['A', `Keuze A`],
                  ['B', `Keuze B`],
                  ['C', `Keuze C`],
                ] as const,
              }
            : {}),
        })
      }
    }
  }
  return fields
}

export const fieldNames = (names: readonly [string, string]): AtsFieldName[] => [
  { language: 'nl', name: names[0] },
  { language: 'en', name: names[1] },
]

export const searchTextOf = (path: string, names: readonly { name: string }[]) =>
  [path, ...names.map((n) => n.name)].join(' ').toLowerCase()
