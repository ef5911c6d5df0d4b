import type { Seeder } from '../db/seeder'
import * as t from './schema'

const chatbotIds = ['cb-werving', 'cb-techniek'] as const

const confirmationHtml = `<!doctype html>
<html lang="nl">
  <body style="font-family: Arial, sans-serif; color: #1f2937">
    <h1 style="font-size: 20px">Bedankt voor je sollicitatie, {{first_name}}!</h1>
    <p>We hebben je sollicitatie voor <strong>{{vacancy_title}}</strong> in goede orde ontvangen.</p>
    <p>Een recruiter neemt binnen twee werkdagen contact met je op via {{phone_number}}.</p>
    <p>Met vriendelijke groet,<br />Team Talentbrug</p>
  </body>
</html>`

/**
 * E-mail demo data of a Dutch recruitment bot, per chatbot: the candidate's confirmation (text and HTML),
 * the recruiter's summary (text only, two recipients), an interview reminder (HTML with the new editor),
 * one mapper of the answers a summary shows, and the seeded e-mail processors' dependencies on them.
 */
export const emailTemplatesSeeder: Seeder = {
  name: 'email-templates',
  file: 'email-templates/seed.ts',
  timeColumns: [],
  async seed(tx) {
    for (const chatbotId of chatbotIds) {
      const short = chatbotId.slice(3)
      const id = (key: string) => `et-${short}-${key}`
      await tx.insert(t.emailTemplates).values([
        {
          id: id('bevestiging'),
          chatbotId,
          toEmail: '{{email}}',
          fromEmail: 'werving@talentbrug.nl',
          subject: 'Bedankt voor je sollicitatie bij Talentbrug',
          plainText:
            'Hoi {{first_name}},\n\nBedankt voor je sollicitatie voor {{vacancy_title}}. Een recruiter neemt binnen twee werkdagen contact met je op.\n\nMet vriendelijke groet,\nTeam Talentbrug',
          htmlTemplate: confirmationHtml,
          isHtml: true,
          isText: true,
          templateKey: 'sollicitatie-bevestiging',
        },
        {
          id: id('recruiter'),
          chatbotId,
          toEmail: 'recruitment@talentbrug.nl, {{recruiter_email}}',
          fromEmail: 'chatbot@talentbrug.nl',
          subject: 'Nieuwe kandidaat: {{first_name}} {{last_name}} voor {{vacancy_title}}',
          plainText:
            'Er is een nieuwe kandidaat via de chatbot binnengekomen.\n\n{{mapped_answers}}\n\nBekijk het gesprek in de Smart Inbox.',
          isHtml: false,
          isText: true,
          templateKey: 'recruiter-samenvatting',
        },
        {
          id: id('herinnering'),
          chatbotId,
          toEmail: '{{email}}',
          fromEmail: 'planning@talentbrug.nl',
          subject: 'Herinnering: je sollicitatiegesprek op {{appointment_date}}',
          htmlTemplate:
            '<p>Hoi {{first_name}},</p><p>Morgen om {{appointment_time}} spreek je met {{recruiter_name}} op ons kantoor in Utrecht.</p><p>Tot dan!</p>',
          isHtml: true,
          isText: false,
          templateKey: 'gesprek-herinnering',
          useNewEditor: true,
        },
      ])
      await tx.insert(t.mappers).values({
        id: `mp-${short}-kandidaat`,
        chatbotId,
        name: 'Kandidaatgegevens recruiter',
        data: {
          first_name: 'Voornaam',
          last_name: 'Achternaam',
          phone_number: 'Telefoonnummer',
          email: 'E-mailadres',
          rijbewijs: 'Rijbewijs C/CE',
          beschikbaar_per: 'Beschikbaar per',
        },
      })
      const processor = (key: string) => `pr-${short}-${key}`
      await tx.insert(t.processorDependencies).values([
        {
          id: `pd-${short}-bevestiging`,
          processorId: processor('bevestigingsmail'),
          emailTemplateId: id('bevestiging'),
        },
        {
          id: `pd-${short}-recruiter`,
          processorId: processor('recruiter-informeren'),
          emailTemplateId: id('recruiter'),
          position: 0,
        },
        {
          id: `pd-${short}-recruiter-mapper`,
          processorId: processor('recruiter-informeren'),
          mapperId: `mp-${short}-kandidaat`,
          position: 1,
        },
      ])
    }
  },
}
