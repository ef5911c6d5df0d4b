/**
 * The blog feed the dashboard shows (spec 001 §7.2 "Blog XML feed"; spec 000 §3 Blog article: snippet, link,
 * title, img): an RSS 2.0 document of seven articles, newest first. Two of them are hostile on purpose (a
 * script and an event handler in the snippet, a `javascript:` link, an image on a `data:` address), so the
 * desktop's parser and sanitiser are exercised by the demo itself; a third is long, with escaped markup that must
 * stay text when the desktop shortens it.
 */
const day = 24 * 60 * 60_000

const articles = [
  {
    title: 'Vijf tips voor een chatbot die kandidaten écht helpt',
    link: 'https://www.talentbrug.example/blog/vijf-tips-chatbot',
    img: 'https://www.talentbrug.example/img/blog/tips.jpg',
    snippet:
      '<p>Korte vragen, <strong>duidelijke knoppen</strong> en een warme overdracht naar de recruiter.</p>',
    daysAgo: 2,
  },
  {
    title: 'WhatsApp-sjablonen: zo worden ze sneller goedgekeurd',
    link: 'https://www.talentbrug.example/blog/whatsapp-sjablonen',
    img: 'https://www.talentbrug.example/img/blog/whatsapp.jpg',
    snippet:
      '<p>Variabelen niet aan het begin, niet naast elkaar.<script>alert("xss")</script><img src=x onerror="alert(1)"></p>',
    daysAgo: 6,
  },
  {
    title: 'Afhakers in je funnel: waar haken kandidaten af & waarom?',
    link: 'javascript:alert(document.cookie)',
    img: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    snippet: '<a href="javascript:alert(1)">Lees meer</a> over de <em>drop-off</em> per vraag.',
    daysAgo: 11,
  },
  {
    title: 'Buiten kantoortijd bereikbaar zonder extra recruiters',
    link: 'https://www.talentbrug.example/blog/buiten-kantoortijd',
    img: 'https://www.talentbrug.example/img/blog/avond.jpg',
    // Over the desktop's 600-character limit, with markup escaped as text: shortening must keep it text.
    snippet:
      '<p>Bijna de helft van de gesprekken begint ’s avonds of in het weekend. ' +
      'Een chatbot beantwoordt dan de eerste vragen, plant een belafspraak in en zet het gesprek klaar ' +
      'voor de recruiter die de volgende ochtend begint. ' +
      'Zo schreef een lezer: &lt;img src=x onerror="alert(1)"&gt;&lt;a href="https://aanmelden.talentbrug.example.evil/login"&gt;Log opnieuw in&lt;/a&gt;' +
      '&lt;div style="position:fixed;inset:0;z-index:9999;background:#fff"&gt;Je sessie is verlopen&lt;/div&gt; ' +
      'Wij laten zien hoe je de avonduren inricht zonder extra recruiters in te roosteren, welke vragen ' +
      'de bot zelf afhandelt en wanneer een kandidaat toch een mens aan de lijn wil hebben.</p>',
    daysAgo: 19,
  },
  {
    title: 'Release 2026.1: nieuwe Smart Inbox-filters',
    link: 'https://www.talentbrug.example/blog/release-2026-1',
    img: 'https://www.talentbrug.example/img/blog/release.jpg',
    snippet: '<p>Filter op label, team en “Aan mij”.</p>',
    daysAgo: 27,
  },
  {
    title: 'Meertalige flows: Nederlands en Engels naast elkaar',
    link: 'https://www.talentbrug.example/blog/meertalig',
    img: 'https://www.talentbrug.example/img/blog/talen.jpg',
    snippet: '<p>Eén flow, twee talen.</p>',
    daysAgo: 40,
  },
  {
    title: 'Zo koppel je je ATS in tien minuten',
    link: 'https://www.talentbrug.example/blog/ats-koppelen',
    img: 'https://www.talentbrug.example/img/blog/ats.jpg',
    snippet: '<p>OTYS en Bullhorn, stap voor stap.</p>',
    daysAgo: 55,
  },
] as const

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function blogFeedXml(now: number): string {
  const items = articles
    .map(
      (a) => `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${escapeXml(a.link)}</link>
      <pubDate>${new Date(now - a.daysAgo * day).toUTCString()}</pubDate>
      <description><![CDATA[${a.snippet}]]></description>
      <enclosure url="${escapeXml(a.img)}" type="image/jpeg" length="0"/>
    </item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Talentbrug blog</title>
    <link>https://www.talentbrug.example/blog</link>
    <description>Nieuws over chatbots en werving</description>
${items}
  </channel>
</rss>
`
}
