// Test harness: discord-digital-twin (a Discord emulator) behind a thin shim
// that adds what the emulator lacks, plus a control API for the Rust tests.
// Test-only: the bot never loads this.
//
// The shim adds:
//   - GET /api/v10/gateway and /gateway/bot pointing at the emulator's socket;
//   - POST /api/v10/users/@me/channels (opening a DM channel);
//   - multipart uploads: payload_json goes on as JSON, the files are recorded;
//   - nonce + enforce_nonce: a repeated nonce in a channel returns the first
//     message instead of posting again, as Discord does;
//   - GUILD_CREATE roles with `colors` (serenity requires the field);
//   - a deferred button press posts a new message (the emulator overwrote the
//     message the button sat on);
//   - a choice in a string select (`kind: 'select'`: component_type 3 with
//     `values`), answered like a press;
//   - gateway dispatches routed by shard, (guild_id >> 22) % shard_count;
//   - Components V2 (flag 1 << 15): a message is checked against Discord's
//     rules and limits (no content or embeds, 40 components, 4,000
//     characters of text, 25 options, 100-character labels and values,
//     5 action rows, every attachment:// naming a file sent) and refused
//     with a 400 as Discord would; the emulator stores it as sent, and the
//     control API shows it with its text as `content`, its action rows (at
//     any depth) as `components`, and the components as sent under `v2`;
//   - gateway faults: POST /_test/gateway/drop cuts every gateway connection
//     (as a network fault would) and says how the sessions' resumes are
//     answered: `resume: 'replay'` sends the events missed meanwhile, then
//     RESUMED, as Discord does; `resume: 'invalid'` answers "invalid session"
//     (op 9, not resumable), and the missed events are gone. With `hold`, a
//     resume waits for POST /_test/gateway/release, so the bot stays away
//     while a test sends interactions. GET /_test/gateway counts Identifies,
//     resumes (replayed, invalidated) and the resumes held;
//   - interactions that expire: after POST /_test/expire {ms}, a first
//     response later than ms after the interaction gets Discord's 404
//     "Unknown interaction" (10062), as Discord answers after 3 s.
// Control API (JSON): GET /_test/info, POST /_test/interaction,
// GET /_test/response/:id, GET /_test/messages/:channel, GET /_test/dm/:user,
// GET /_test/commands, POST /_test/fail (scripted error answers; times 0 ends
// them; `v2: true` answers only Components V2 messages), GET /_test/intents
// (each Identify's), POST /_test/dispatch (a gateway event the emulator
// cannot make, such as a member leaving), POST /_test/gateway/drop and
// /_test/gateway/release, GET /_test/gateway (see above).
//
// Prints one JSON line with the port and ids once ready; stops on stdin EOF.

import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { DigitalDiscord } from 'discord-digital-twin'

const TOKEN = process.env.TWIN_TOKEN ??
  'MTA1NjE5MjQ1NjE5MjQ1NjE5Mg.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB'
const GUILDS = Number(process.env.TWIN_GUILDS ?? '1')

const now = () => performance.timeOrigin + performance.now()

function guildId(i) {
  // Snowflakes whose shard under two shards is i % 2.
  return String((BigInt(1000000 + i) << 22n) + 1n)
}

const discord = new DigitalDiscord({
  guilds: Array.from({ length: GUILDS }, (_, i) => ({
    id: guildId(i),
    name: `Server ${i}`,
    channels: [{ id: String((BigInt(2000000 + i) << 22n) + 7n), name: `game-${i}`, type: 0 }],
  })),
  users: [
    { id: '300000000000000001', username: 'alice' },
    { id: '300000000000000002', username: 'bob' },
  ],
  botUser: { id: '1056192456192456192', username: 'conductor' },
  botToken: TOKEN,
})

// --- Emulator fixes applied inside its process -------------------------

// serenity cannot read a role without `colors`.
const loadState = discord.loadGatewayState.bind(discord)
discord.loadGatewayState = async () => {
  const state = await loadState()
  for (const g of state.guilds) {
    for (const r of g.apiGuild.roles ?? []) {
      r.colors ??= { primary_color: r.color, secondary_color: null, tertiary_color: null }
    }
  }
  return state
}

await discord.start()
const twinPort = discord.port
const gateway = discord.server.gateway

// Dispatches go to the shard that owns the guild, as Discord routes them.
const handleMessage = gateway.handleMessage.bind(gateway)
gateway.handleMessage = async (client, raw) => {
  let p = {}
  try {
    p = JSON.parse(raw)
    if (p.op === 2 && Array.isArray(p.d?.shard)) client.shard = p.d.shard
    if (p.op === 2) identified.push(p.d?.intents ?? 0)
  } catch {}
  if (p.op === 6) return resume(client, p.d ?? {})
  return handleMessage(client, raw)
}

// Each shard gets its own READY; other events outside a server (DMs) go to
// shard 0 only.
function routedTo(shard, event, data) {
  const [id, count] = shard ?? [0, 1]
  const guild = data?.guild_id ?? (event === 'GUILD_CREATE' ? data?.id : undefined)
  const owner = guild ? Number((BigInt(guild) >> 22n) % BigInt(count)) : 0
  const own = event === 'READY' || event === 'RESUMED'
  return count === 1 || own || owner === id
}
const sendDispatch = gateway.sendDispatch.bind(gateway)
gateway.sendDispatch = (client, event, data) => {
  if (routedTo(client.shard, event, data)) sendDispatch(client, event, data)
}

// --- Gateway faults: sessions outlive their connection until resumed -------

const away = new Map() // session id -> { shard, sequence, missed: [{ event, data }] }
// First responses later than `ms` after the interaction are refused, as
// Discord refuses them after 3 s (0: never; POST /_test/expire sets it).
const expiry = { ms: 0 }
const gatewayFaults = { resume: 'replay', hold: false, held: [], resumed: 0, invalidated: 0 }

const broadcast = gateway.broadcast.bind(gateway)
gateway.broadcast = (event, data) => {
  for (const s of away.values()) {
    if (routedTo(s.shard, event, data)) s.missed.push({ event, data })
  }
  broadcast(event, data)
}

function dropGateway(body) {
  gatewayFaults.resume = body.resume ?? 'replay'
  gatewayFaults.hold = Boolean(body.hold)
  for (const client of [...gateway.clients]) {
    if (client.identified) {
      away.set(client.sessionId, { shard: client.shard, sequence: client.sequence, missed: [] })
    }
    client.ws.terminate()
  }
}

function resume(client, d) {
  if (gatewayFaults.hold) {
    gatewayFaults.held.push(() => answerResume(client, d))
    return
  }
  answerResume(client, d)
}

function answerResume(client, d) {
  const session = away.get(d.session_id)
  away.delete(d.session_id)
  if (!session || gatewayFaults.resume === 'invalid') {
    gatewayFaults.invalidated += 1
    gateway.send(client, { op: 9, d: false, s: null, t: null })
    return
  }
  gatewayFaults.resumed += 1
  Object.assign(client, { sessionId: d.session_id, shard: session.shard, sequence: session.sequence, identified: true })
  for (const { event, data } of session.missed) gateway.sendDispatch(client, event, data)
  gateway.sendDispatch(client, 'RESUMED', {})
}

function releaseGateway() {
  gatewayFaults.hold = false
  for (const answer of gatewayFaults.held.splice(0)) answer()
}

// --- What the shim records ----------------------------------------------

const files = new Map() // message id -> [{ name, size, png, description, at }]
const posts = [] // { channel, message, at, files: [names] } for every bot post
const interactions = new Map() // id -> { at, firstResponseAt, component, deferFlags }
const nonces = new Map() // channel + nonce -> message
const failures = [] // { fragment, status, body, times }
const dms = new Map() // user -> channel
const identified = [] // the intents of every Identify

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function json(res, status, body) {
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(text)
}

async function readBody(req) {
  const chunks = []
  for await (const c of req) chunks.push(c)
  return Buffer.concat(chunks)
}

// A multipart body as { payload, files: [{ name, bytes }] }.
async function multipart(contentType, body) {
  const form = await new Request('http://shim/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  }).formData()
  const out = { payload: {}, files: [] }
  for (const [key, value] of form.entries()) {
    if (key === 'payload_json') out.payload = JSON.parse(String(value))
    else if (typeof value !== 'string') {
      out.files.push({ name: value.name, bytes: Buffer.from(await value.arrayBuffer()) })
    }
  }
  return out
}

async function forward(req, path, body, contentType) {
  const headers = { authorization: req.headers.authorization ?? '' }
  if (contentType) headers['content-type'] = contentType
  const r = await fetch(`http://127.0.0.1:${twinPort}${path}`, {
    method: req.method,
    headers,
    body: ['GET', 'HEAD'].includes(req.method) ? undefined : body,
  })
  const text = await r.text()
  return { status: r.status, text }
}

// --- Discord routes the shim adds or fixes -------------------------------

async function openDm(req, res, body) {
  const { recipient_id: user } = JSON.parse(body.toString() || '{}')
  let id = dms.get(user)
  if (!id) {
    id = String((BigInt(4000000) << 22n) + BigInt(dms.size + 1))
    await discord.prisma.channel.create({ data: { id, type: 1, name: null } })
    dms.set(user, id)
  }
  const bot = { id: discord.botUserId, username: 'conductor', discriminator: '0', avatar: null }
  const them = { id: user, username: user, discriminator: '0', avatar: null }
  json(res, 200, { id, type: 1, last_message_id: null, recipients: [them], bot })
}

function scripted(method, path, v2) {
  const f = failures.find((f) => f.times > 0 && `${method} ${path}`.includes(f.fragment) && (!f.v2 || v2))
  if (!f) return null
  f.times -= 1
  return f
}

// --- Components V2 ----------------------------------------------------------

const V2 = 1 << 15
const v2Refused = [] // { path, problems } for every V2 message refused

// What Discord would refuse in a V2 message body, as a list of problems.
function v2Problems(body) {
  const problems = []
  if (body.content) problems.push('content with the V2 flag')
  if (body.embeds?.length) problems.push('embeds with the V2 flag')
  const files = new Set((body.attachments ?? []).map((a) => a.filename))
  const t = { components: 0, text: 0, rows: 0 }
  const walk = (c) => {
    t.components += 1
    if (c.type === 1) t.rows += 1
    for (const key of ['content', 'label', 'placeholder']) {
      if (typeof c[key] === 'string') t.text += [...c[key]].length
    }
    if (typeof c.label === 'string' && [...c.label].length > 100) problems.push(`label of ${c.label.length}`)
    if ((c.options ?? []).length > 25) problems.push(`${c.options.length} options`)
    for (const o of c.options ?? []) {
      for (const key of ['label', 'value', 'description']) {
        const n = typeof o[key] === 'string' ? [...o[key]].length : 0
        if (key !== 'value') t.text += n
        if (n > 100) problems.push(`option ${key} of ${n}`)
      }
    }
    for (const item of c.items ?? []) {
      const url = item.media?.url ?? ''
      if (url.startsWith('attachment://') && !files.has(url.slice(13))) problems.push(`no file ${url}`)
    }
    for (const inner of c.components ?? []) walk(inner)
  }
  for (const c of body.components ?? []) walk(c)
  if (t.components > 40) problems.push(`${t.components} components`)
  if (t.text > 4000) problems.push(`${t.text} characters of text`)
  if (t.rows > 5) problems.push(`${t.rows} action rows`)
  return problems
}

// A V2 message as the tests read it: text displays as content, action rows
// (at any depth) as components.
function v2View(components) {
  const texts = []
  const rows = []
  const walk = (c) => {
    if (c.type === 10) texts.push(c.content)
    if (c.type === 1) rows.push(c)
    else for (const inner of c.components ?? []) walk(inner)
  }
  for (const c of components) walk(c)
  return { content: texts.join('\n'), components: rows }
}

async function discordRoute(req, res, path) {
  const raw = await readBody(req)
  const type = req.headers['content-type'] ?? ''
  let sentV2 = false
  try {
    const text = type.startsWith('multipart/') ? null : raw.toString()
    sentV2 = text ? ((JSON.parse(text).flags ?? 0) & V2) !== 0 : raw.includes('"flags":32768')
  } catch {}
  const fail = scripted(req.method, path, sentV2)
  if (fail) return json(res, fail.status, fail.body)
  if (req.method === 'GET' && /^\/api\/v10\/gateway(\/bot)?$/.test(path)) {
    return json(res, 200, {
      url: `ws://127.0.0.1:${twinPort}/gateway`,
      shards: 1,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
    })
  }
  if (req.method === 'POST' && path === '/api/v10/users/@me/channels') return openDm(req, res, raw)

  let payload = raw
  let sent = []
  let described = []
  if (type.startsWith('multipart/')) {
    const m = await multipart(type, raw)
    payload = Buffer.from(JSON.stringify(m.payload))
    sent = m.files
    described = m.payload.attachments ?? []
  }
  const callback = path.match(/^\/api\/v10\/interactions\/(\d+)\/[^/]+\/callback$/)
  const body = payload.length ? JSON.parse(payload.toString()) : null
  if (body && ((body.flags ?? 0) & V2) !== 0) {
    const problems = v2Problems(body)
    if (problems.length) {
      v2Refused.push({ path, problems })
      return json(res, 400, { code: 50035, message: 'Invalid Form Body', errors: { components: problems } })
    }
  }
  if (callback) return interactionCallback(req, res, path, callback[1], payload, body)
  const post = req.method === 'POST' && path.match(/^\/api\/v10\/channels\/(\d+)\/messages$/)
  const key = post && body?.enforce_nonce && body?.nonce != null ? `${post[1]}:${body.nonce}` : null
  if (key && nonces.has(key)) return json(res, 200, nonces.get(key))
  const r = await forward(req, path, payload, payload.length ? 'application/json' : undefined)
  if (r.status >= 200 && r.status < 300 && r.text) {
    const message = JSON.parse(r.text)
    if (key) nonces.set(key, message)
    if (message.id && sent.length) {
      files.set(message.id, sent.map((f) => ({
        name: f.name,
        size: f.bytes.length,
        png: f.bytes.subarray(0, 8).equals(PNG),
        description: described.find((a) => a.filename === f.name)?.description ?? null,
        at: now(),
      })))
    }
    if (message.id && (post || req.method === 'PATCH')) {
      posts.push({ channel: message.channel_id, message: message.id, at: now(), files: sent.map((f) => f.name) })
    }
    await deferredFlags(path, message)
  }
  res.writeHead(r.status, { 'content-type': 'application/json' })
  res.end(r.text)
}

// The first edit of a deferred answer keeps the deferral's flags (ephemeral).
async function deferredFlags(path, message) {
  const m = path.match(/^\/api\/v10\/webhooks\/\d+\/([^/]+)\/messages\/(%40|@)original$/)
  if (!m || !message.id) return
  const row = await discord.prisma.interactionResponse.findUnique({ where: { interactionToken: m[1] } })
  const flags = row && interactions.get(row.interactionId)?.deferFlags
  if (flags) {
    await discord.prisma.message.update({ where: { id: message.id }, data: { flags } })
  }
}

async function interactionCallback(req, res, path, id, payload, body) {
  const seen = interactions.get(id)
  if (seen && expiry.ms > 0 && now() - seen.at > expiry.ms) {
    // Discord's answer to a first response given too late.
    return json(res, 404, { code: 10062, message: 'Unknown interaction' })
  }
  if (seen && seen.firstResponseAt === undefined) seen.firstResponseAt = now()
  const r = await forward(req, path, payload, 'application/json')
  if (r.status < 300 && body?.type === 5 && seen) {
    seen.deferFlags = body.data?.flags ?? 0
    // Discord answers a deferred press with a new message, leaving the
    // pressed one as it was; the emulator would edit the pressed one.
    if (seen.component) {
      await discord.prisma.interactionResponse.update({ where: { interactionId: id }, data: { messageId: null } })
    }
  }
  res.writeHead(r.status, { 'content-type': 'application/json' })
  res.end(r.text)
}

// --- Control API -----------------------------------------------------------

async function simulate(spec) {
  const base = { channelId: spec.channel, userId: spec.user, guildId: spec.guild }
  let done
  if (spec.kind === 'slash') {
    done = await discord.simulateSlashCommand({ ...base, name: spec.name, options: spec.options })
  } else if (spec.kind === 'button') {
    done = await discord.simulateButtonClick({ ...base, messageId: spec.message, customId: spec.custom_id })
  } else if (spec.kind === 'select') {
    done = await discord.simulateSelectMenu({ ...base, messageId: spec.message, customId: spec.custom_id, values: spec.values })
  } else if (spec.kind === 'autocomplete') {
    const cmd = await discord.prisma.applicationCommand.findFirst({ where: { name: spec.name } })
    done = await discord.simulateInteraction({
      ...base,
      type: 4,
      data: { id: cmd?.id ?? '1', name: spec.name, type: 1, options: spec.options },
    })
  } else throw new Error(`unknown interaction kind ${spec.kind}`)
  interactions.set(done.id, { at: now(), component: spec.kind === 'button' || spec.kind === 'select' })
  return done
}

async function messages(channel) {
  const rows = await discord.prisma.message.findMany({ where: { channelId: channel }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })
  return rows.map((m) => {
    const components = JSON.parse(m.components)
    const v2 = (m.flags & V2) !== 0
    return {
      id: m.id,
      content: m.content,
      flags: m.flags,
      nonce: m.nonce,
      interaction: m.webhookId !== null,
      components,
      ...(v2 ? { ...v2View(components), v2: components } : {}),
      files: files.get(m.id) ?? [],
    }
  })
}

async function control(req, res, path) {
  const body = req.method === 'POST' ? JSON.parse((await readBody(req)).toString() || '{}') : {}
  let m
  if (path === '/_test/info') return json(res, 200, info())
  if (path === '/_test/interaction') return json(res, 200, await simulate(body))
  if (path === '/_test/fail' && body.times === 0) {
    for (const f of failures) if (f.fragment === body.fragment) f.times = 0
    return json(res, 200, {})
  }
  if (path === '/_test/fail') {
    failures.push({ fragment: body.fragment, status: body.status, body: body.body, times: body.times ?? 1, v2: body.v2 ?? false })
    return json(res, 200, {})
  }
  if (path === '/_test/commands') {
    const rows = await discord.prisma.applicationCommand.findMany()
    return json(res, 200, rows.map((c) => ({ name: c.name, guild: c.guildId, contexts: c.contexts ?? null })))
  }
  if (path === '/_test/posts') return json(res, 200, posts)
  if (path === '/_test/v2-refused') return json(res, 200, v2Refused)
  if (path === '/_test/intents') return json(res, 200, identified)
  if (path === '/_test/expire') return json(res, 200, Object.assign(expiry, { ms: body.ms ?? 0 }))
  if (path === '/_test/gateway/drop') return json(res, 200, dropGateway(body) ?? {})
  if (path === '/_test/gateway/release') return json(res, 200, releaseGateway() ?? {})
  if (path === '/_test/gateway') {
    const { resumed, invalidated, held } = gatewayFaults
    return json(res, 200, { identified: identified.length, resumed, invalidated, held: held.length })
  }
  if (path === '/_test/dispatch') {
    gateway.broadcast(body.event, body.data)
    return json(res, 200, {})
  }
  if ((m = path.match(/^\/_test\/response\/(\d+)$/))) {
    const row = await discord.prisma.interactionResponse.findUnique({ where: { interactionId: m[1] } })
    const t = interactions.get(m[1]) ?? {}
    return json(res, 200, {
      acknowledged: row?.acknowledged ?? false,
      type: row?.type ?? 0,
      message: row?.messageId ?? null,
      data: row?.data ? JSON.parse(row.data) : null,
      at: t.at ?? null,
      first_response_at: t.firstResponseAt ?? null,
    })
  }
  if ((m = path.match(/^\/_test\/messages\/(\d+)$/))) return json(res, 200, await messages(m[1]))
  if ((m = path.match(/^\/_test\/dm\/(\d+)$/))) return json(res, 200, { channel: dms.get(m[1]) ?? null })
  json(res, 404, { error: `no control route ${path}` })
}

function info() {
  return {
    port: front.address().port,
    gateway: `ws://127.0.0.1:${twinPort}/gateway`,
    token: TOKEN,
    bot: discord.botUserId,
    guilds: discord.guildIds,
    channels: discord.guildIds.map((_, i) => String((BigInt(2000000 + i) << 22n) + 7n)),
    users: ['300000000000000001', '300000000000000002'],
  }
}

const front = http.createServer((req, res) => {
  const path = new URL(req.url, 'http://shim').pathname
  const handle = path.startsWith('/_test/') ? control : discordRoute
  handle(req, res, path).catch((e) => {
    process.stderr.write(`harness: ${req.method} ${path}: ${e?.stack ?? e}\n`)
    if (!res.headersSent) json(res, 500, { code: 0, message: String(e) })
  })
})
front.listen(0, '127.0.0.1', () => {
  process.stdout.write(JSON.stringify(info()) + '\n')
})

process.stdin.resume()
process.stdin.on('end', async () => {
  front.close()
  await discord.stop()
  process.exit(0)
})
