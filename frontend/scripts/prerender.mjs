// Build step after `vite build` and the SSR build: renders every static public route to
// dist/pages/<path>.html with its own <title>, description, canonical URL, Open Graph tags
// and JSON-LD, and writes dist/routes.json so the server can tell app routes from 404s.
// Absolute URLs carry a %SITE_URL% token that the server fills in from its configuration, as
// it does the contact address and company name (%CONTACT_EMAIL%, %COMPANY_NAME%: rendered
// without a server, src/content/public-details.ts has only these placeholders to give).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const { render, renderFrame, renderServerParts, routes, routePaths, extraPaths, closedRoutes, FRAME_SLOT } =
  await import(join(root, 'dist-ssr', 'entry-server.js'))

// Rendered per request by the server instead (live data), or private, or a redirect.
const SERVER_RENDERED = [
  /^\/blog(\/|$)/,
  /^\/newsletter\/issues(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/form-test$/,
  /^\/book\/times$/,
]
// Pages whose content depends on a token in the query: served as the bare app shell.
const CLIENT_ONLY = [/^\/newsletter\/confirm$/, /^\/unsubscribe$/]
const NOT_FOUND_PROBE = '/__prerender-not-found__'

const escapeHtml = (value) =>
  String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

// JSON inside <script> must not be able to close the element.
const safeJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c')

function headFor(meta, path) {
  const canonical = escapeHtml(`%SITE_URL%${meta.canonicalPath ?? path}`)
  const tags = [
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:image" content="%SITE_URL%${escapeHtml(meta.ogImage ?? '/og-image.png')}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
  if (meta.description) {
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`)
  }
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json" data-page-jsonld="true">${safeJson(meta.jsonLd)}</script>`)
  }
  return tags.join('\n    ')
}

// The stylesheet is small (about 8 KiB compressed), so prerendered pages carry it inline:
// the first paint then waits for the HTML alone, not for a second request. (The CSP
// allows inline styles; the bare shell keeps the <link> for client-rendered pages.)
async function inlineStylesheet(template) {
  const link = /<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"[^>]*>/
  const match = template.match(link)
  if (!match) throw new Error('index.html has no stylesheet link to inline')
  const css = (await readFile(join(dist, 'assets', match[1]), 'utf8'))
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .trim()
  if (css.includes('</')) throw new Error(`${match[1]} contains "</" and can't be inlined safely`)
  return template.replace(match[0], () => `<style>${css}</style>`)
}

function pageHtml(template, { html, meta }, path, { noindex = false } = {}) {
  if (!meta) throw new Error(`${path} rendered without calling usePageMeta`)
  let out = template.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
  const description = meta.description ?? ''
  out = out.replace(
    /<meta\s+name="description"[\s\S]*?\/>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  )
  const extra = noindex ? '<meta name="robots" content="noindex" />' : headFor(meta, path)
  out = out.replace('</head>', `    ${extra}\n  </head>`)
  return out.replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${html}</div>`)
}

// A prerendered page shows its content from the HTML alone; the app's scripts only make it
// interactive. At low priority they stop competing with the document (and any image) for
// the first paint; the bare shell keeps the default, as it shows nothing until they run.
function lowPriorityScripts(template) {
  return template.replaceAll(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
}

const template = lowPriorityScripts(
  await inlineStylesheet(await readFile(join(dist, 'index.html'), 'utf8')),
)
const allPaths = routePaths(routes)
const dynamic = allPaths.filter((p) => p.includes(':') || p.includes('*'))
const prerendered = [
  ...allPaths.filter(
    (p) =>
      !dynamic.includes(p) && ![...SERVER_RENDERED, ...CLIENT_ONLY].some((pattern) => pattern.test(p)),
  ),
  ...extraPaths,
]

await rm(join(dist, 'pages'), { recursive: true, force: true })
for (const path of prerendered) {
  const result = await render(path)
  if (/<script[\s>]/.test(result.html)) throw new Error(`${path} prerendered an inline script`)
  const file = join(dist, 'pages', path === '/' ? 'index.html' : `${path.slice(1)}.html`)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, pageHtml(template, result, path))
}
const notFound = await render(NOT_FOUND_PROBE)
await writeFile(join(dist, 'pages', '404.html'), pageHtml(template, notFound, NOT_FOUND_PROBE, { noindex: true }))

// The page the server renders its own pages into (the blog, from live data): the site's
// header and footer (see entry-server renderFrame) around the slot for their body, in the
// prerendered pages' document, so the app hydrates it as it does theirs.
const frame = await renderFrame()
if (frame.split(FRAME_SLOT).length !== 2) throw new Error('the site frame must hold exactly one slot')
if (/<script[\s>]/.test(frame)) throw new Error('the site frame prerendered an inline script')
await writeFile(
  join(dist, 'pages', 'server-page.html'),
  template.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="true">${frame}</div>`),
)
// The app's own components that those pages show (see entry-server renderServerParts).
const serverParts = {}
for (const [name, html] of Object.entries(await renderServerParts())) {
  if (/<script[\s>]/.test(html)) throw new Error(`server part ${name} prerendered an inline script`)
  serverParts[name] = `pages/parts/${name}.html`
  await mkdir(join(dist, 'pages', 'parts'), { recursive: true })
  await writeFile(join(dist, serverParts[name]), html)
}

for (const path of closedRoutes) {
  if (!allPaths.includes(path)) throw new Error(`closed route ${path} is not in the route table`)
}
const appRoutes = allPaths.filter((p) => p !== '/*' && !closedRoutes.includes(p))
await writeFile(
  join(dist, 'routes.json'),
  JSON.stringify(
    { prerendered, appRoutes, notFound: 'pages/404.html', serverPage: 'pages/server-page.html', serverParts },
    null,
    2,
  ),
)
console.log(
  `prerendered ${prerendered.length} routes + 404 + server page + ${Object.keys(serverParts).length} server part(s);` +
    ` ${appRoutes.length} app routes`,
)
