/**
 * The format and pixel size of a PNG or JPEG read from its bytes (the declared type is never trusted).
 * Pure, so the upload service and the profile form read pictures the same way.
 */
export function sniffImage(
  data: Uint8Array,
): { format: 'png' | 'jpg'; width: number | null; height: number | null } | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (data.length >= 24 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) {
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2
    while (offset + 9 < data.length) {
      if (data[offset] !== 0xff) return { format: 'jpg', width: null, height: null }
      const marker = data[offset + 1] ?? 0
      const length = view.getUint16(offset + 2)
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { format: 'jpg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
      }
      offset += 2 + length
    }
    return { format: 'jpg', width: null, height: null }
  }
  return null
}
