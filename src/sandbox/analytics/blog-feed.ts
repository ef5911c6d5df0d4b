/**
 * The blog feed the dashboard shows (spec 001 §7.2 "Blog XML feed"; spec 000 §3 Blog article: snippet, link,
 * title, img): an RSS 2.0 document of seven articles, newest first. Two of them are hostile on purpose (a
 * script and an event handler in the snippet, a `javascript:` link, an image on a `data:` address), so the
 * desktop's parser and sanitiser are exercised by the demo itself; a third is long, with escaped markup that must
 * stay text when the desktop shortens it. Its thumbnails are drawn by the sandbox itself (`blogImageSvg`,
 * served beside the feed), so the demo loads nothing from the internet.
 */
const day = 24 * 60 * 60_000

const articles = [
  {
    title: 'Vijf tips voor een chatbot die kandidaten écht helpt',
    link: 'https://www.talentbrug.example/blog/vijf-tips-chatbot',
    img: 'tips',
    snippet:
      '<p>Korte vragen, <strong>duidelijke knoppen</strong> en een warme overdracht naar de recruiter.</p>',
    daysAgo: 2,
  },
  {
    title: 'WhatsApp-sjablonen: zo worden ze sneller goedgekeurd',
    link: 'https://www.talentbrug.example/blog/whatsapp-sjablonen',
    img: 'whatsapp',
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
    img: 'avond',
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
    img: 'release',
    snippet: '<p>Filter op label, team en “Aan mij”.</p>',
    daysAgo: 27,
  },
  {
    title: 'Meertalige flows: Nederlands en Engels naast elkaar',
    link: 'https://www.talentbrug.example/blog/meertalig',
    img: 'talen',
    snippet: '<p>Eén flow, twee talen.</p>',
    daysAgo: 40,
  },
  {
    title: 'Zo koppel je je ATS in tien minuten',
    link: 'https://www.talentbrug.example/blog/ats-koppelen',
    img: 'ats',
    snippet: '<p>OTYS en Bullhorn, stap voor stap.</p>',
    daysAgo: 55,
  },
] as const

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The thumbnails the sandbox draws: a colour band and a symbol per article. */
const blogImages: Record<string, { readonly from: string; readonly to: string; readonly symbol: string }> = {
  tips: { from: '#4263eb', to: '#1c7ed6', symbol: '5' },
  whatsapp: { from: '#2b8a3e', to: '#37b24d', symbol: '✉' },
  avond: { from: '#364fc7', to: '#5f3dc4', symbol: '☾' },
  release: { from: '#c2255c', to: '#e8590c', symbol: '★' },
  talen: { from: '#0b7285', to: '#1098ad', symbol: 'NL/EN' },
  ats: { from: '#5c940d', to: '#2b8a3e', symbol: 'ATS' },
}

/** An article's thumbnail as SVG (no script, no external reference), or null for a name it does not know. */
export function blogImageSvg(name: string): string | null {
  const image = Object.hasOwn(blogImages, name) ? blogImages[name] : undefined
  if (!image) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${image.from}"/><stop offset="1" stop-color="${image.to}"/>
  </linearGradient></defs>
  <rect width="128" height="128" fill="url(#g)"/>
  <text x="64" y="76" font-family="sans-serif" font-size="${image.symbol.length > 2 ? 28 : 44}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(image.symbol)}</text>
</svg>
`
}

/** `origin`: the sandbox's own address, where the thumbnails are served (`/blog/images/<name>.svg`). */
export function blogFeedXml(now: number, origin: string): string {
  const imageUrl = (img: string) =>
    Object.hasOwn(blogImages, img) ? `${origin}/blog/images/${img}.svg` : img
  const items = articles
    .map(
      (a) => `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${escapeXml(a.link)}</link>
      <pubDate>${new Date(now - a.daysAgo * day).toUTCString()}</pubDate>
      <description><![CDATA[${a.snippet}]]></description>
      <enclosure url="${escapeXml(imageUrl(a.img))}" type="image/svg+xml" length="0"/>
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
