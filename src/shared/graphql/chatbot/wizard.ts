/**
 * Quick-start and onboarding wizards (spec 000 §3 'Wizard'; spec 001 §7 lists, update wizard, process and
 * step, clone process) and the self-checks behind them and the dashboard's settings card. Reads: the
 * dashboard's read right, each user sees the steps meant for their role; ticking off a step or writing its
 * note: the same; changing titles, descriptions and links: the dashboard's update right; cloning a process:
 * superusers. Bad input answers invalid_input with `fields` ({ field, message key }) in the extensions.
 */
export const wizardTypeDefs = /* GraphQL */ `
  "A self-check: whether one area's real state is there. available is false while no area answers the check."
  type WizardCheck {
    "whatsapp-connected, calendar-linked, automation-running, nlp-trained, widget-published or facebook-page-active."
    key: String!
    available: Boolean!
    passed: Boolean!
  }

  "A step's settings (spec 000 §3: adminOnly); roles and check are ours."
  type WizardStepSettings {
    adminOnly: Boolean!
    "The roles the step is for; empty: every staff role."
    roles: [String!]!
    "The self-check that ticks the step off, or null."
    check: String
  }

  "An image or video shown with a step."
  type WizardMedium {
    "image or video."
    type: String!
    url: String!
    title: String!
  }

  type WizardStep {
    id: ID!
    order: Int!
    title: String!
    description: String!
    isFinished: Boolean!
    "An https link to more information, or ''."
    infoUrl: String!
    note: String!
    settings: WizardStepSettings!
    media: [WizardMedium!]!
    "The step's self-check as it stands now, or null."
    check: WizardCheck
  }

  type WizardProcess {
    id: ID!
    "Names the process across chatbots (cloning goes by it)."
    identifier: String!
    order: Int!
    title: String!
    description: String!
    isFinished: Boolean!
    steps: [WizardStep!]!
  }

  type Wizard {
    id: ID!
    title: String!
    order: Int!
    "ISO 8601, or null while a process is open."
    finishedTimestamp: String
    "ISO 8601 when the user skipped it for now, or null."
    skippedAt: String
    "The chatbot's project id."
    chatbot: String!
    processes: [WizardProcess!]!
  }

  "A wizard of another chatbot, as the destination of a cloned process."
  type WizardDestination {
    id: ID!
    title: String!
    order: Int!
  }

  input WizardInput {
    title: String
    "true: skip the wizard for now; false: resume it."
    skipped: Boolean
  }

  input WizardProcessInput {
    title: String
    description: String
  }

  input WizardStepInput {
    title: String
    description: String
    infoUrl: String
    note: String
    isFinished: Boolean
  }

  extend type Query {
    "The chatbot's wizards, the quick start first; steps whose self-check passes are ticked off first."
    allWizards: [Wizard!]!
    wizard(id: ID!): Wizard!
    "Every self-check, live: the dashboard's settings card."
    wizardChecks: [WizardCheck!]!
    "Superusers: the wizards of a chatbot of their organisation (project id) a process can be cloned to."
    cloneDestinationWizards(client: String!): [WizardDestination!]!
  }

  extend type Mutation {
    updateWizard(id: ID!, input: WizardInput!): Wizard!
    updateWizardProcess(id: ID!, input: WizardProcessInput!): Wizard!
    "Finishing a step writes its process's and its wizard's completion in the same update."
    updateWizardStep(id: ID!, input: WizardStepInput!): Wizard!
    "Superusers: copies a process and its steps from one chatbot (project id) to a wizard of another."
    cloneWizardProcess(
      destinationClient: String!
      originClient: String!
      originProcessIdentifier: String!
      destinationWizardId: ID!
    ): WizardProcess!
  }
`
