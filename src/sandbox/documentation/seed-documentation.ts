/**
 * The realtime store's `documentation` (spec 000 §1 "view documentation", 001 §7.2): one help article per
 * area of the portal, in Dutch and English. An article's `id` is the area's name, so a screen can link to
 * "its" article. Bodies are plain text: paragraphs separated by a blank line, a line starting with "- " is
 * a list item. Nothing in them is markup; the portal shows them as text.
 */
export interface DocumentationSection {
  readonly id: string
  readonly title: string
  readonly summary: string
  readonly body: string
}

const nl: readonly DocumentationSection[] = [
  {
    id: 'dashboard',
    title: 'Het dashboard',
    summary: 'Je startpunt: de stand van je chatbot, de laatste 30 dagen en wat er nieuw is.',
    body: [
      'Het dashboard laat per chatbot zien hoe het ervoor staat. Kies bovenin eerst de chatbot waar je mee werkt.',
      '- De samenvatting telt de kandidaten van de laatste 30 dagen.\n- Aan de slag toont de stappen die nog openstaan.\n- De releasenotes en het blog vertellen wat er nieuw is.',
      'Via de kaart Instellingen zie je in één oogopslag of de widget, je agenda en je WhatsApp-kanaal klaar zijn, met een link naar de plek waar je het regelt.',
    ].join('\n\n'),
  },
  {
    id: 'builder',
    title: 'Gesprekken bouwen in de builder',
    summary: 'Flows, vraaggroepen en vragen: zo bouw je het gesprek van je chatbot.',
    body: [
      'Een gesprek bestaat uit flows. Een flow is een reeks vragen (states) die de chatbot na elkaar stelt, gegroepeerd in vraaggroepen.',
      '- Maak een flow aan met "Nieuwe flow" en geef hem een herkenbare naam.\n- Voeg vragen toe met "Vraag toevoegen"; elke vraag heeft antwoorden (opties) die naar de volgende vraag leiden.\n- Sleep vraaggroepen en flows in de volgorde die je wilt; de volgorde wordt na twee seconden bewaard.',
      'De boomweergave laat het hele gesprek als schema zien, handig om te controleren of elke route ergens eindigt. Test een flow daarna in de validator voordat je hem live zet.',
    ].join('\n\n'),
  },
  {
    id: 'nlp',
    title: 'NLP: intenties trainen',
    summary: 'Leer de chatbot vrije tekst te begrijpen met intenties, trainingszinnen en lijsten.',
    body: [
      'Met NLP herkent de chatbot wat een kandidaat bedoelt, ook als die niet op een knop klikt. Elke bedoeling is een intentie.',
      '- Geef elke intentie minstens tien trainingszinnen, zo gevarieerd mogelijk.\n- Gebruik lijstentiteiten voor woorden die vaak terugkomen, zoals functies of plaatsen.\n- Klik op Trainen en daarna op Publiceren: pas na publiceren gebruikt de chatbot het nieuwe model.',
      'Trainen kan enkele minuten duren. De portal laat zien wanneer het klaar is; je kunt intussen gewoon doorwerken.',
    ].join('\n\n'),
  },
  {
    id: 'inbox',
    title: 'Smart Inbox: gesprekken overnemen',
    summary: 'Neem gesprekken over van de chatbot en antwoord kandidaten zelf.',
    body: [
      'In de Smart Inbox zie je de gesprekken van je teams. Een gesprek dat aandacht nodig heeft, neem je over van de chatbot.',
      '- Filter op team, label of status om je eigen werk te vinden.\n- Neem een gesprek over; de chatbot stopt dan met antwoorden tot je het teruggeeft.\n- Sjablonen en snelle antwoorden besparen typewerk.',
      'Nieuwe berichten verschijnen vanzelf; de portal meldt ze ook als het venster op de achtergrond staat.',
    ].join('\n\n'),
  },
  {
    id: 'automations',
    title: 'Automatiseringen en campagnes',
    summary: 'Stuur kandidaten automatisch berichten, eenmalig of volgens een schema.',
    body: [
      'Een automatisering start een gesprek met een groep kandidaten, bijvoorbeeld om ze te herinneren aan een sollicitatie.',
      '- Kies een WhatsApp-sjabloon en een flow om het gesprek mee te starten.\n- Voeg kandidaten toe met een CSV-bestand, een formulier of een schema.\n- Volg in het overzicht hoeveel berichten verstuurd, afgeleverd en beantwoord zijn.',
      'Een automatisering kun je pauzeren en weer starten. Mislukte acties kun je vanuit de resultaten opnieuw uitvoeren.',
    ].join('\n\n'),
  },
  {
    id: 'whatsapp-channels',
    title: 'WhatsApp-kanalen koppelen',
    summary: 'Koppel een WhatsApp-nummer aan je chatbot en stel het profiel in.',
    body: [
      'Via een WhatsApp-kanaal praat je chatbot met kandidaten op hun telefoon.',
      '- Voeg een kanaal toe en volg de stappen bij de provider.\n- Stel een profielfoto in van precies 640 x 640 pixels (jpg of png, kleiner dan 5 MB).\n- Het kanaal is klaar zodra de status Verbonden is.',
    ].join('\n\n'),
  },
  {
    id: 'whatsapp-templates',
    title: 'WhatsApp-sjablonen',
    summary: 'Berichten die je buiten het gespreksvenster van 24 uur mag versturen.',
    body: [
      'WhatsApp laat je alleen een gesprek beginnen met een goedgekeurd sjabloon. Maak een sjabloon, dien het in en wacht op de beoordeling.',
      '- Gebruik variabelen zoals {{1}} voor de naam van de kandidaat.\n- Importeer bestaande sjablonen van de provider met Importeren.\n- Een afgekeurd sjabloon kun je aanpassen en opnieuw indienen.',
    ].join('\n\n'),
  },
  {
    id: 'calendar',
    title: 'Agenda en afspraken',
    summary: 'Laat kandidaten zelf een afspraak inplannen in de agenda van je team.',
    body: [
      'De chatbot kan afspraken inplannen in de agenda van recruiters. Daarvoor koppelt elke recruiter zijn eigen Google- of Microsoft-agenda.',
      '- Koppel je agenda via Agenda koppelen.\n- Stel je beschikbaarheid in: de dagen en tijden waarop kandidaten mogen inplannen.\n- Groepsafspraken bieden één moment aan voor meerdere kandidaten tegelijk.',
    ].join('\n\n'),
  },
  {
    id: 'analytics',
    title: 'Analytics lezen',
    summary: 'Hoeveel kandidaten praten met je chatbot, en waar haken ze af?',
    body: [
      'Analytics telt de gesprekken van je chatbot per periode. Kies bovenin de periode die je wilt zien.',
      '- De trechter laat zien hoeveel kandidaten elke stap van een flow halen.\n- Per uur en per dag zie je wanneer kandidaten actief zijn, binnen en buiten kantooruren.\n- Exporteer gesprekken naar CSV of Excel om ze verder te analyseren.',
    ].join('\n\n'),
  },
  {
    id: 'users',
    title: 'Gebruikers en rechten',
    summary: "Nodig collega's uit en bepaal wat ze mogen zien en doen.",
    body: [
      'Elke gebruiker heeft een rol: beheerder, manager, teamleider of medewerker. De rol bepaalt welke schermen en knoppen iemand ziet.',
      '- Nodig een collega uit met Gebruiker toevoegen; het e-mailadres is ook de gebruikersnaam.\n- Kies de chatbots en teams waar iemand bij mag.\n- Een gebruiker kan zijn eigen naam en taal aanpassen onder Jouw gegevens.',
    ].join('\n\n'),
  },
  {
    id: 'settings',
    title: 'De widget op je website',
    summary: 'Stel het chatvenster op je website in en bekijk het vooraf.',
    body: [
      'De widget is het chatvenster waarmee kandidaten op je website met de chatbot praten.',
      '- Kies een icoon, een avatar en een naam voor de chat (afbeeldingen jpg of png, kleiner dan 2 MB).\n- Met automatisch openen (in seconden; 0 zet het uit) opent de widget vanzelf.\n- De voorvertoning laat direct zien hoe de widget eruitziet.',
    ].join('\n\n'),
  },
  {
    id: 'validator',
    title: 'De validator: gesprekken testen',
    summary: 'Test automatisch of je flows nog doen wat ze moeten doen.',
    body: [
      'De validator speelt gesprekken na en controleert of de chatbot de verwachte antwoorden geeft.',
      '- Maak een test met de berichten van een kandidaat en de antwoorden die je verwacht.\n- Start een run; per test zie je of hij geslaagd is en waar het misging.\n- Draai de tests na elke grote wijziging in de builder.',
    ].join('\n\n'),
  },
]

const en: readonly DocumentationSection[] = [
  {
    id: 'dashboard',
    title: 'The dashboard',
    summary: 'Your starting point: how your chatbot is doing, the last 30 days and what is new.',
    body: [
      'The dashboard shows where each chatbot stands. First choose the chatbot you work on at the top.',
      '- The summary counts the candidates of the last 30 days.\n- Getting started shows the steps still open.\n- The release notes and the blog tell you what is new.',
      'The Settings card shows at a glance whether the widget, your calendar and your WhatsApp channel are ready, with a link to where you set each.',
    ].join('\n\n'),
  },
  {
    id: 'builder',
    title: 'Building conversations in the builder',
    summary: 'Flows, question groups and questions: how you build your chatbot’s conversation.',
    body: [
      'A conversation is made of flows. A flow is a series of questions (states) the chatbot asks one after the other, grouped in question groups.',
      '- Create a flow with "New flow" and give it a name you recognise.\n- Add questions with "Add question"; each question has answers (options) that lead to the next question.\n- Drag question groups and flows into the order you want; the order is saved after two seconds.',
      'The tree view shows the whole conversation as a diagram, useful to check that every path ends somewhere. Then test the flow in the validator before you make it live.',
    ].join('\n\n'),
  },
  {
    id: 'nlp',
    title: 'NLP: training intents',
    summary: 'Teach the chatbot to understand free text with intents, training sentences and lists.',
    body: [
      'With NLP the chatbot recognises what a candidate means, even when they do not click a button. Each meaning is an intent.',
      '- Give every intent at least ten training sentences, as varied as you can.\n- Use list entities for words that come back often, such as job titles or places.\n- Click Train and then Publish: only after publishing does the chatbot use the new model.',
      'Training can take a few minutes. The portal shows when it is done; you can keep working meanwhile.',
    ].join('\n\n'),
  },
  {
    id: 'inbox',
    title: 'Smart Inbox: taking over conversations',
    summary: 'Take over conversations from the chatbot and answer candidates yourself.',
    body: [
      'The Smart Inbox shows your teams’ conversations. When a conversation needs attention, you take it over from the chatbot.',
      '- Filter by team, label or status to find your own work.\n- Take over a conversation; the chatbot stops answering until you hand it back.\n- Templates and quick replies save typing.',
      'New messages appear by themselves; the portal also notifies you when its window is in the background.',
    ].join('\n\n'),
  },
  {
    id: 'automations',
    title: 'Automations and campaigns',
    summary: 'Send candidates messages automatically, once or on a schedule.',
    body: [
      'An automation starts a conversation with a group of candidates, for instance to remind them of an application.',
      '- Choose a WhatsApp template and a flow to start the conversation with.\n- Add candidates with a CSV file, a form or a schedule.\n- Follow in the overview how many messages were sent, delivered and answered.',
      'You can pause an automation and start it again. Failed actions can be replayed from the results.',
    ].join('\n\n'),
  },
  {
    id: 'whatsapp-channels',
    title: 'Connecting WhatsApp channels',
    summary: 'Connect a WhatsApp number to your chatbot and set up its profile.',
    body: [
      'Through a WhatsApp channel your chatbot talks with candidates on their phones.',
      '- Add a channel and follow the steps at the provider.\n- Set a profile picture of exactly 640 x 640 pixels (jpg or png, under 5 MB).\n- The channel is ready as soon as its status is Connected.',
    ].join('\n\n'),
  },
  {
    id: 'whatsapp-templates',
    title: 'WhatsApp templates',
    summary: 'Messages you may send outside the 24-hour conversation window.',
    body: [
      'WhatsApp only lets you start a conversation with an approved template. Create a template, submit it and wait for the review.',
      '- Use variables such as {{1}} for the candidate’s name.\n- Import existing templates from the provider with Import.\n- A rejected template can be changed and submitted again.',
    ].join('\n\n'),
  },
  {
    id: 'calendar',
    title: 'Calendar and appointments',
    summary: 'Let candidates book an appointment in your team’s calendar themselves.',
    body: [
      'The chatbot can book appointments in recruiters’ calendars. For that, each recruiter links their own Google or Microsoft calendar.',
      '- Link your calendar with Link calendar.\n- Set your availability: the days and times candidates may book.\n- Group appointments offer one time slot to several candidates at once.',
    ].join('\n\n'),
  },
  {
    id: 'analytics',
    title: 'Reading analytics',
    summary: 'How many candidates talk with your chatbot, and where do they drop out?',
    body: [
      'Analytics counts your chatbot’s conversations per period. Choose the period you want to see at the top.',
      '- The funnel shows how many candidates reach each step of a flow.\n- Per hour and per day you see when candidates are active, inside and outside office hours.\n- Export conversations to CSV or Excel to analyse them further.',
    ].join('\n\n'),
  },
  {
    id: 'users',
    title: 'Users and rights',
    summary: 'Invite colleagues and decide what they may see and do.',
    body: [
      'Every user has a role: admin, manager, team lead or employee. The role decides which screens and buttons someone sees.',
      '- Invite a colleague with Add user; the email address is also the username.\n- Choose the chatbots and teams someone may use.\n- Users can change their own name and language under Your info.',
    ].join('\n\n'),
  },
  {
    id: 'settings',
    title: 'The widget on your website',
    summary: 'Set up the chat window on your website and preview it.',
    body: [
      'The widget is the chat window through which candidates talk with the chatbot on your website.',
      '- Choose an icon, an avatar and a chat name (images jpg or png, under 2 MB).\n- With auto-open (in seconds; 0 turns it off) the widget opens by itself.\n- The preview shows at once how the widget looks.',
    ].join('\n\n'),
  },
  {
    id: 'validator',
    title: 'The validator: testing conversations',
    summary: 'Test automatically whether your flows still do what they should.',
    body: [
      'The validator replays conversations and checks that the chatbot gives the expected answers.',
      '- Create a test with a candidate’s messages and the answers you expect.\n- Start a run; for each test you see whether it passed and where it went wrong.\n- Run the tests after every large change in the builder.',
    ].join('\n\n'),
  },
]

export const demoDocumentation = {
  nl: { title: 'Documentatie', sections: nl },
  en: { title: 'Documentation', sections: en },
}
