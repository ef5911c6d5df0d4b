// Generates the app icon and tray images (run: node resources/generate-images.mjs). Plain Node, no image
// tools: shapes are drawn with 4×4 supersampling and written as RGBA PNGs, so the images are reproducible.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

const here = path.dirname(new URL(import.meta.url).pathname)

function crc32(buffer) {
  let crc = ~0
  for (const byte of buffer) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}
function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1))
  const samples = 4
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0, 0]
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const [r, g, b, a] = pixel((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size)
          acc[0] += r * a
          acc[1] += g * a
          acc[2] += b * a
          acc[3] += a
        }
      const offset = y * (size * 4 + 1) + 1 + x * 4
      const alpha = acc[3] / (samples * samples)
      raw[offset] = acc[3] ? Math.round(acc[0] / acc[3]) : 0
      raw[offset + 1] = acc[3] ? Math.round(acc[1] / acc[3]) : 0
      raw[offset + 2] = acc[3] ? Math.round(acc[2] / acc[3]) : 0
      raw[offset + 3] = Math.round(alpha * 255)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8
  header[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false
  const cx = Math.min(Math.max(x, x0 + r), x1 - r)
  const cy = Math.min(Math.max(y, y0 + r), y1 - r)
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
}
const inTail = (x, y, x0, y0, y1, width) =>
  y >= y0 && y <= y1 && x >= x0 && x <= x0 + width * (1 - (y - y0) / (y1 - y0))
const inBubble = (x, y) =>
  inRoundRect(x, y, 0.14, 0.16, 0.86, 0.68, 0.14) || inTail(x, y, 0.26, 0.6, 0.9, 0.22)
const inDot = (x, y) => [0.34, 0.5, 0.66].some((cx) => (x - cx) ** 2 + (y - 0.42) ** 2 <= 0.05 ** 2)

const indigo = [76, 110, 245, 1]
const white = [255, 255, 255, 1]
const none = [0, 0, 0, 0]

// App icon: indigo rounded square, white speech bubble with three dots.
const icon = (x, y) => {
  if (!inRoundRect(x, y, 0.06, 0.06, 0.94, 0.94, 0.2)) return none
  const bx = (x - 0.2) / 0.6
  const by = (y - 0.2) / 0.6
  if (inBubble(bx, by) && !inDot(bx, by)) return white
  return indigo
}
// Tray: the bubble alone. macOS template images must be black with alpha (the system tints them).
const trayShape = (color) => (x, y) => (inBubble(x, y) && !inDot(x, y) ? color : none)

writeFileSync(path.join(here, 'icon.png'), png(1024, icon))
for (const [suffix, size] of [
  ['', 16],
  ['@2x', 32],
]) {
  writeFileSync(path.join(here, 'tray', `trayTemplate${suffix}.png`), png(size, trayShape([0, 0, 0, 1])))
}
for (const [suffix, size] of [
  ['', 32],
  ['@2x', 64],
]) {
  writeFileSync(path.join(here, 'tray', `tray${suffix}.png`), png(size, trayShape(indigo)))
}
