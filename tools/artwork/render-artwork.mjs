#!/usr/bin/env node
/**
 * Renders the site's illustrated stand-in artwork to content/images/*.jpg.
 *
 * There is no photo library for this project, so every "photo" on the site is
 * an original flat/editorial illustration built here as an SVG string and
 * rasterised with sharp. The series shares one palette, one lighting model
 * (warm light from the upper left, soft navy shadows) and one set of motifs
 * (plants, lamps, cameras) so the images read as a cohesive set.
 *
 * Rules the artwork must keep:
 *   - no text or lettering anywhere (it would be unreadable at card sizes and
 *     would look like fake branding);
 *   - deterministic output: all variation comes from a seeded PRNG, so
 *     re-running the script produces byte-identical SVG.
 *
 * Usage: npm run artwork (overwrites the pictures in content/images/; see tools/artwork/README.md)
 */
import { mkdir } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const OUT_DIR = path.join(ROOT, "content", "images")

// ---------------------------------------------------------------------------
// Palette and colour helpers
// ---------------------------------------------------------------------------

/** Brand palette. Every other colour in this file is mixed from these. */
const C = {
  ink: "#0f172a",
  slate: "#1e293b",
  amber: "#f59e0b",
  gold: "#fbbf24",
  terracotta: "#ea580c",
  cream: "#fef3c7",
  ivory: "#fffbeb",
  sage: "#65a30d",
  lime: "#84cc16",
  jacaranda: "#7c3aed",
  lilac: "#a78bfa",
  sky: "#38bdf8",
}

const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const rgbToHex = (rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`

/** Linear blend of two hex colours; t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const ca = hexToRgb(a)
  const cb = hexToRgb(b)
  return rgbToHex(ca.map((v, i) => v + (cb[i] - v) * t))
}

// The raw brand greens are very saturated; foliage reads more like eucalyptus
// and looks calmer next to the amber when pulled towards slate and cream.
const GREENS = {
  deep: mix(mix(C.sage, C.ink, 0.45), C.sky, 0.08),
  mid: mix(mix(C.sage, C.ink, 0.22), C.slate, 0.12),
  light: mix(mix(C.sage, C.cream, 0.25), C.slate, 0.08),
  bright: mix(C.lime, C.cream, 0.3),
  eucalyptus: mix(mix(C.sage, C.sky, 0.35), C.cream, 0.3),
}
const WOOD = {
  light: mix(C.amber, C.cream, 0.45),
  mid: mix(mix(C.amber, C.terracotta, 0.4), C.ink, 0.2),
  dark: mix(mix(C.terracotta, C.ink, 0.55), C.amber, 0.1),
}
const SKIN = mix(mix(C.amber, C.terracotta, 0.35), C.cream, 0.45)
const COFFEE = mix(mix(C.terracotta, C.ink, 0.55), C.amber, 0.1)
const WINE = mix(mix(C.terracotta, C.jacaranda, 0.45), C.ink, 0.35)
const STEEL = {
  light: mix(C.ivory, C.slate, 0.12),
  mid: mix(C.ivory, C.slate, 0.35),
  dark: mix(C.ivory, C.slate, 0.6),
}

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** mulberry32: tiny seeded PRNG so scatter patterns are identical every run. */
function prng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.range = (min, max) => min + (max - min) * next()
  next.pick = (list) => list[Math.floor(next() * list.length)]
  return next
}

// Keeps the SVG small and stable: long float tails add bytes, not detail.
const n = (v) => Math.round(v * 10) / 10

// ---------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------

/**
 * Collects gradients per document. Helpers register what they need by id and
 * get back a `url(#id)`, so a motif used five times only defines its gradient
 * once and scenes never have to know which defs a helper relies on.
 */
function createDefs() {
  const items = new Map()
  const stopsXml = (stops) =>
    stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("")
  const units = (u) => (u ? ` gradientUnits="${u}"` : "")
  return {
    linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, space } = {}) {
      if (!items.has(id)) {
        items.set(
          id,
          `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units(space)}>${stopsXml(stops)}</linearGradient>`,
        )
      }
      return `url(#${id})`
    },
    radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, space } = {}) {
      if (!items.has(id)) {
        items.set(
          id,
          `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${units(space)}>${stopsXml(stops)}</radialGradient>`,
        )
      }
      return `url(#${id})`
    },
    raw(id, xml) {
      if (!items.has(id)) items.set(id, xml)
      return `url(#${id})`
    },
    toString() {
      return [...items.values()].join("")
    },
  }
}

/** Blur filters shared by every scene: glows, soft shadows, atmospheric haze. */
const BASE_FILTERS =
  [
    ["blur-xs", 3],
    ["blur-s", 8],
    ["blur-m", 18],
    ["blur-l", 40],
    ["blur-xl", 90],
  ]
    .map(
      ([id, sd]) =>
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    )
    .join("") +
  // Fixed-seed fractal noise mapped to ink with low alpha: a print-like grain.
  '<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="11" stitchTiles="stitch"/>' +
  '<feColorMatrix type="matrix" values="0 0 0 0 0.06  0 0 0 0 0.09  0 0 0 0 0.16  1.4 0 0 0 -0.55"/></filter>'

/**
 * Wraps a scene. Every image gets the same finishing pass: a gentle warm
 * wash and a navy vignette, which is most of what makes the set feel related.
 */
function document(w, h, defs, body, { vignette = 0.38, warmth = 0.08, grain = 0.28 } = {}) {
  const vig = defs.radial(
    "vignette",
    [
      [0.55, C.ink, 0],
      [1, C.ink, vignette],
    ],
    { r: 0.75 },
  )
  const warm = defs.linear(
    "warm-wash",
    [
      [0, C.gold, warmth],
      [1, C.terracotta, warmth * 0.6],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${BASE_FILTERS}${defs}</defs>` +
    body +
    `<rect width="${w}" height="${h}" fill="${warm}"/>` +
    `<rect width="${w}" height="${h}" fill="${vig}"/>` +
    (grain ? `<rect width="${w}" height="${h}" filter="url(#grain)" opacity="${grain}"/>` : "") +
    "</svg>"
  )
}

const group = (transform, content, extra = "") => `<g transform="${transform}"${extra}>${content}</g>`

/** Soft contact shadow under an object: the cheapest way to make it sit. */
const contactShadow = (cx, cy, rx, ry, opacity = 0.35) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${C.ink}" opacity="${opacity}" filter="url(#blur-s)"/>`

/** Radial light bloom used for lamps, candles, the sun and screens. */
function glow(d, cx, cy, r, color = C.gold, strength = 0.6, id = `glow-${color.slice(1)}`) {
  const fill = d.radial(id, [
    [0, color, 1],
    [0.35, color, 0.45],
    [1, color, 0],
  ])
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" opacity="${strength}"/>`
}

/** Right-hand shading overlay shared by cylinders, pots and garments. */
function shadeRight(d) {
  return d.linear(
    "shade-right",
    [
      [0, C.ivory, 0.18],
      [0.35, C.ivory, 0],
      [0.6, C.ink, 0.05],
      [1, C.ink, 0.34],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
}

// ---------------------------------------------------------------------------
// Motifs
// ---------------------------------------------------------------------------

/** A pointed leaf growing "up" from its base at (x, y), rotated by angle. */
function leaf(x, y, len, width, angle, fill, rib) {
  const w = width / 2
  const ribXml = rib
    ? `<path d="M0 0 Q${n(w * 0.15)} ${n(-len * 0.5)} 0 ${n(-len * 0.92)}" fill="none" stroke="${rib}" stroke-width="${n(Math.max(1.5, width * 0.05))}" stroke-linecap="round" opacity="0.55"/>`
    : ""
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M0 0 C${n(w)} ${n(-len * 0.22)} ${n(w * 1.05)} ${n(-len * 0.68)} 0 ${n(-len)} C${n(-w * 1.05)} ${n(-len * 0.68)} ${n(-w)} ${n(-len * 0.22)} 0 0Z" fill="${fill}"/>` +
    ribXml +
    "</g>"
  )
}

/** Tapered plant pot; (x, y) is the bottom centre. */
function pot(d, x, y, w, h, color = C.terracotta) {
  const top = y - h
  const bw = w * 0.76
  const body = `M${n(x - w / 2)} ${n(top + h * 0.14)} L${n(x + w / 2)} ${n(top + h * 0.14)} L${n(x + bw / 2)} ${n(y)} L${n(x - bw / 2)} ${n(y)}Z`
  return (
    contactShadow(x + w * 0.1, y, w * 0.55, h * 0.08, 0.3) +
    `<path d="${body}" fill="${color}"/><path d="${body}" fill="${shadeRight(d)}"/>` +
    `<rect x="${n(x - w * 0.54)}" y="${n(top)}" width="${n(w * 1.08)}" height="${n(h * 0.17)}" rx="${n(h * 0.04)}" fill="${mix(color, C.ivory, 0.12)}"/>` +
    `<rect x="${n(x - w * 0.54)}" y="${n(top)}" width="${n(w * 1.08)}" height="${n(h * 0.17)}" rx="${n(h * 0.04)}" fill="${shadeRight(d)}"/>`
  )
}

/** Loose, bushy foliage radiating from a point, darker leaves at the back. */
function bushyPlant(d, x, y, s, rng, { potColor = C.terracotta, potW = 120, potH = 110, leaves = 16 } = {}) {
  const base = y - potH * s * 0.9
  const shades = [GREENS.deep, GREENS.mid, GREENS.light, GREENS.bright]
  let xml = ""
  for (let i = 0; i < leaves; i += 1) {
    const t = i / (leaves - 1)
    const angle = -78 + 156 * rng() + rng.range(-8, 8)
    const len = s * rng.range(110, 190) * (1 - Math.abs(angle) / 260)
    const shade = shades[Math.min(shades.length - 1, Math.floor(t * shades.length))]
    xml += leaf(x + rng.range(-10, 10) * s, base, len, len * 0.42, angle, shade, GREENS.deep)
  }
  return xml + pot(d, x, y, potW * s, potH * s, potColor)
}

/** Upright snake plant: tall strappy leaves with pale edges. */
function snakePlant(d, x, y, s, rng, potColor = C.cream) {
  const base = y - 100 * s
  let xml = ""
  for (let i = 0; i < 8; i += 1) {
    const angle = -22 + (44 * i) / 7 + rng.range(-5, 5)
    const len = s * rng.range(230, 360)
    const fill = i % 2 ? GREENS.mid : GREENS.deep
    xml +=
      `<g transform="translate(${n(x + (i - 3.5) * 7 * s)} ${n(base)}) rotate(${n(angle)})">` +
      `<path d="M${n(-18 * s)} 0 C${n(-24 * s)} ${n(-len * 0.5)} ${n(-8 * s)} ${n(-len * 0.85)} 0 ${n(-len)} C${n(8 * s)} ${n(-len * 0.85)} ${n(24 * s)} ${n(-len * 0.5)} ${n(18 * s)} 0Z" fill="${fill}" stroke="${GREENS.bright}" stroke-width="${n(3 * s)}" stroke-opacity="0.7"/>` +
      `<path d="M${n(-8 * s)} ${n(-len * 0.2)} l${n(12 * s)} -6 M${n(-10 * s)} ${n(-len * 0.45)} l${n(16 * s)} -7 M${n(-6 * s)} ${n(-len * 0.7)} l${n(10 * s)} -5" stroke="${GREENS.light}" stroke-width="${n(3 * s)}" opacity="0.45" stroke-linecap="round"/>` +
      "</g>"
  }
  return xml + pot(d, x, y, 130 * s, 115 * s, potColor)
}

/** Fiddle-leaf fig: a leaning stem with big rounded paddle leaves. */
function fiddleLeaf(d, x, y, h, rng, potColor = mix(C.cream, C.amber, 0.25)) {
  const potH = h * 0.18
  const top = y - h
  const stemTopX = x + h * 0.04
  let xml = `<path d="M${n(x)} ${n(y - potH)} C${n(x - h * 0.05)} ${n(y - h * 0.45)} ${n(x + h * 0.08)} ${n(y - h * 0.7)} ${n(stemTopX)} ${n(top + h * 0.08)}" stroke="${WOOD.dark}" stroke-width="${n(h * 0.012)}" fill="none" stroke-linecap="round"/>`
  const count = 15
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1)
    const ly = y - potH - (h - potH) * (0.3 + 0.68 * t)
    const side = i % 2 ? 1 : -1
    const len = h * rng.range(0.13, 0.18) * (1 - t * 0.3)
    const angle = side * rng.range(25, 70) * (1 - t * 0.5)
    const fill = rng.pick([GREENS.deep, GREENS.mid, GREENS.mid, GREENS.light])
    xml += leaf(x + (stemTopX - x) * t, ly, len, len * 0.78, angle, fill, GREENS.bright)
  }
  return xml + pot(d, x, y, h * 0.2, potH, potColor)
}

/** Trailing pothos spilling over a shelf edge; (x, y) is the pot bottom. */
function trailingPlant(d, x, y, s, rng, potColor = C.ivory) {
  let xml = ""
  for (let v = 0; v < 5; v += 1) {
    const dir = v - 2
    const length = s * rng.range(140, 300)
    const sx = x + dir * 14 * s
    const sy = y - 70 * s
    const ex = sx + dir * 28 * s + rng.range(-15, 15)
    const ey = y + length
    xml += `<path d="M${n(sx)} ${n(sy)} Q${n(sx + dir * 40 * s)} ${n(sy + 20)} ${n(ex)} ${n(ey)}" stroke="${GREENS.deep}" stroke-width="${n(3 * s)}" fill="none"/>`
    const leaves = Math.floor(length / (26 * s))
    for (let i = 1; i <= leaves; i += 1) {
      const t = i / leaves
      const lx = sx + (ex - sx) * t + (i % 2 ? 6 : -6) * s
      const ly = sy + (ey - sy) * t
      xml += leaf(
        lx,
        ly,
        30 * s,
        24 * s,
        (i % 2 ? 1 : -1) * 120 + rng.range(-20, 20),
        rng.pick([GREENS.mid, GREENS.light, GREENS.bright]),
      )
    }
  }
  for (let i = 0; i < 9; i += 1) {
    xml += leaf(
      x + rng.range(-30, 30) * s,
      y - 70 * s,
      rng.range(40, 60) * s,
      34 * s,
      rng.range(-80, 80),
      rng.pick([GREENS.mid, GREENS.light]),
    )
  }
  return xml + pot(d, x, y, 90 * s, 80 * s, potColor)
}

/** Dome pendant lamp with a pool of light below it. */
function pendantLamp(d, x, ceilY, len, w, color = C.amber) {
  const y = ceilY + len
  const h = w * 0.55
  const shade = d.linear(
    `lamp-${color.slice(1)}`,
    [
      [0, mix(color, C.ivory, 0.35)],
      [0.5, color],
      [1, mix(color, C.ink, 0.45)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  return (
    `<line x1="${n(x)}" y1="${n(ceilY)}" x2="${n(x)}" y2="${n(y)}" stroke="${C.ink}" stroke-width="3"/>` +
    glow(d, x, y + h, w * 1.6, C.gold, 0.55) +
    `<path d="M${n(x - w / 2)} ${n(y + h)} C${n(x - w / 2)} ${n(y - h * 0.25)} ${n(x + w / 2)} ${n(y - h * 0.25)} ${n(x + w / 2)} ${n(y + h)}Z" fill="${shade}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y + h)}" rx="${n(w / 2)}" ry="${n(w * 0.07)}" fill="${C.ivory}"/>` +
    `<circle cx="${n(x)}" cy="${n(y + h + w * 0.05)}" r="${n(w * 0.1)}" fill="${C.ivory}"/>` +
    `<rect x="${n(x - 6)}" y="${n(y - h * 0.1 - 10)}" width="12" height="16" rx="3" fill="${C.ink}"/>`
  )
}

/** Cup and saucer seen from a three-quarter angle, with a latte-art heart. */
function latteCup(d, x, y, s, cupColor = C.ivory) {
  const g = (v) => n(v * s)
  const saucer = d.linear("saucer", [
    [0, C.ivory],
    [1, mix(C.cream, C.amber, 0.25)],
  ])
  const body = d.linear(
    "cup-body",
    [
      [0, mix(cupColor, C.ivory, 0.6)],
      [0.5, cupColor],
      [1, mix(cupColor, C.ink, 0.25)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  const crema = d.radial("crema", [
    [0, mix(COFFEE, C.amber, 0.45)],
    [0.7, mix(COFFEE, C.amber, 0.2)],
    [1, COFFEE],
  ])
  // Heart drawn as a flattened shape to sit in the ellipse of the cup's rim.
  const heart = "M0 26 C-44 -4 -46 -30 -24 -34 C-12 -36 -3 -28 0 -18 C3 -28 12 -36 24 -34 C46 -30 44 -4 0 26Z"
  return group(
    `translate(${n(x)} ${n(y)})`,
    contactShadow(g(20), g(14), g(190), g(40), 0.35) +
      `<ellipse cx="0" cy="0" rx="${g(180)}" ry="${g(58)}" fill="${saucer}"/>` +
      `<ellipse cx="0" cy="${g(-6)}" rx="${g(110)}" ry="${g(32)}" fill="${mix(C.cream, C.amber, 0.3)}" opacity="0.6"/>` +
      `<path d="M${g(90)} ${g(-100)} C${g(160)} ${g(-110)} ${g(160)} ${g(-30)} ${g(80)} ${g(-40)}" fill="none" stroke="${cupColor}" stroke-width="${g(18)}" stroke-linecap="round"/>` +
      `<path d="M${g(-100)} ${g(-120)} L${g(100)} ${g(-120)} C${g(96)} ${g(-40)} ${g(70)} ${g(-6)} 0 ${g(-6)} C${g(-70)} ${g(-6)} ${g(-96)} ${g(-40)} ${g(-100)} ${g(-120)}Z" fill="${body}"/>` +
      `<ellipse cx="0" cy="${g(-120)}" rx="${g(100)}" ry="${g(30)}" fill="${mix(cupColor, C.ivory, 0.5)}"/>` +
      `<ellipse cx="0" cy="${g(-118)}" rx="${g(88)}" ry="${g(24)}" fill="${crema}"/>` +
      `<path d="${heart}" transform="translate(0 ${g(-118)}) scale(${n(s * 1.05)} ${n(s * 0.5)})" fill="${C.ivory}"/>` +
      `<path d="M${g(-60)} ${g(-108)} C${g(-40)} ${g(-60)} ${g(-40)} ${g(-30)} ${g(-30)} ${g(-14)}" stroke="${C.ivory}" stroke-width="${g(6)}" fill="none" opacity="0.5" stroke-linecap="round"/>`,
  )
}

/**
 * Mirrorless camera in profile with the lens pointing along +x. Local units
 * are roughly pixels at s = 1; the body is ~300px long including the lens.
 */
function camera(d, x, y, s = 1, flip = false) {
  const body = d.linear("cam-body", [
    [0, mix(C.slate, C.ivory, 0.18)],
    [1, C.ink],
  ])
  const glass = d.radial(
    "cam-glass",
    [
      [0, mix(C.sky, C.ivory, 0.4)],
      [0.3, mix(C.jacaranda, C.ink, 0.3)],
      [1, C.ink],
    ],
    { cx: 0.35, cy: 0.35, r: 0.7 },
  )
  const parts =
    contactShadow(20, 62, 150, 10, 0.25) +
    `<rect x="-110" y="-48" width="44" height="100" rx="20" fill="${C.ink}"/>` +
    `<rect x="-92" y="-55" width="170" height="110" rx="16" fill="${body}"/>` +
    `<path d="M-40 -55 L-30 -88 L26 -88 L36 -55Z" fill="${C.slate}"/>` +
    `<rect x="-82" y="-66" width="30" height="12" rx="4" fill="${C.ink}"/>` +
    `<rect x="44" y="-64" width="24" height="10" rx="4" fill="${C.ink}"/>` +
    `<rect x="-88" y="-52" width="162" height="6" rx="3" fill="${C.ivory}" opacity="0.18"/>` +
    `<rect x="78" y="-46" width="26" height="92" rx="4" fill="${C.ink}"/>` +
    `<rect x="104" y="-50" width="110" height="100" rx="8" fill="${C.slate}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${122 + i * 8}" y="-50" width="4" height="100" fill="${C.ink}" opacity="0.65"/>`)
      .join("") +
    `<rect x="196" y="-50" width="5" height="100" fill="${C.amber}"/>` +
    `<path d="M214 -50 L250 -62 L250 62 L214 50Z" fill="${C.ink}"/>` +
    `<ellipse cx="250" cy="0" rx="14" ry="62" fill="${glass}"/>` +
    `<rect x="104" y="-50" width="110" height="8" fill="${C.ivory}" opacity="0.16"/>`
  return group(`translate(${n(x)} ${n(y)}) scale(${n(flip ? -s : s)} ${n(s)})`, parts)
}

/** Three-leg tripod; (x, headY) is the head, legs splay to floorY. */
function tripod(x, headY, floorY, spread, color = C.ink) {
  const hub = headY + 70
  const legs = [
    [-spread, floorY - 8],
    [spread * 0.95, floorY - 2],
    [spread * 0.15, floorY + 24],
  ]
  return (
    contactShadow(x, floorY + 10, spread * 1.2, 18, 0.25) +
    legs
      .map(([dx, fy]) => {
        const mx = x + dx * 0.55
        const my = hub + (fy - hub) * 0.55
        return (
          `<line x1="${n(x)}" y1="${n(hub)}" x2="${n(mx)}" y2="${n(my)}" stroke="${color}" stroke-width="16" stroke-linecap="round"/>` +
          `<line x1="${n(mx)}" y1="${n(my)}" x2="${n(x + dx)}" y2="${n(fy)}" stroke="${color}" stroke-width="10" stroke-linecap="round"/>` +
          `<rect x="${n(mx - 9)}" y="${n(my - 8)}" width="18" height="16" rx="4" fill="${C.amber}"/>`
        )
      })
      .join("") +
    `<rect x="${n(x - 9)}" y="${n(headY)}" width="18" height="${n(hub - headY + 60)}" rx="6" fill="${color}"/>` +
    `<rect x="${n(x - 34)}" y="${n(hub - 12)}" width="68" height="24" rx="10" fill="${color}"/>` +
    `<rect x="${n(x - 40)}" y="${n(headY - 14)}" width="80" height="22" rx="8" fill="${C.slate}"/>` +
    `<line x1="${n(x - 30)}" y1="${n(headY)}" x2="${n(x - 140)}" y2="${n(headY + 70)}" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`
  )
}

/** Light stand (three short legs and a pole) from floorY up to topY. */
function lightStand(x, topY, floorY, spread = 90, color = C.ink) {
  const hub = floorY - spread * 1.1
  return (
    contactShadow(x, floorY + 6, spread * 1.1, 12, 0.25) +
    `<line x1="${n(x)}" y1="${n(topY)}" x2="${n(x)}" y2="${n(hub)}" stroke="${color}" stroke-width="12" stroke-linecap="round"/>` +
    `<line x1="${n(x)}" y1="${n(hub)}" x2="${n(x - spread)}" y2="${n(floorY)}" stroke="${color}" stroke-width="8" stroke-linecap="round"/>` +
    `<line x1="${n(x)}" y1="${n(hub)}" x2="${n(x + spread)}" y2="${n(floorY)}" stroke="${color}" stroke-width="8" stroke-linecap="round"/>` +
    `<line x1="${n(x)}" y1="${n(hub)}" x2="${n(x + spread * 0.1)}" y2="${n(floorY + 16)}" stroke="${color}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="${n(x - 11)}" y="${n((topY + hub) / 2)}" width="22" height="14" rx="4" fill="${C.amber}"/>`
  )
}

/** Round bistro table; (x, y) is where the base meets the ground. */
function bistroTable(x, y, s = 1) {
  const top = y - 230 * s
  return (
    contactShadow(x, y + 4, 90 * s, 12 * s, 0.3) +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(50 * s)}" ry="${n(10 * s)}" fill="${C.ink}"/>` +
    `<rect x="${n(x - 5 * s)}" y="${n(top)}" width="${n(10 * s)}" height="${n(230 * s)}" fill="${C.ink}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(110 * s)}" ry="${n(20 * s)}" fill="${mix(C.ivory, C.slate, 0.15)}"/>` +
    `<rect x="${n(x - 110 * s)}" y="${n(top)}" width="${n(220 * s)}" height="${n(10 * s)}" fill="${STEEL.mid}"/>`
  )
}

/** Bentwood cafe chair in profile; mirror with flip. */
function bistroChair(x, y, s = 1, flip = false, color = C.slate) {
  const path =
    "M0 0 L8 -150 M70 0 L62 -150 M-6 -150 L76 -150 M4 -150 C0 -230 -2 -290 14 -330 M14 -330 C40 -346 56 -330 44 -300 M6 -250 L36 -250"
  return group(
    `translate(${n(x)} ${n(y)}) scale(${n(flip ? -s : s)} ${n(s)})`,
    contactShadow(35, 4, 60, 8, 0.25) +
      `<path d="${path}" stroke="${color}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<ellipse cx="35" cy="-152" rx="46" ry="9" fill="${mix(C.amber, C.terracotta, 0.3)}"/>`,
  )
}

/** Jacaranda canopy: clustered purple blooms, sunlit on the upper left. */
function jacaranda(x, groundY, s, rng) {
  const trunk = mix(C.slate, C.terracotta, 0.25)
  let xml = `<path d="M${n(x - 26 * s)} ${n(groundY)} C${n(x - 14 * s)} ${n(groundY - 160 * s)} ${n(x - 30 * s)} ${n(groundY - 300 * s)} ${n(x - 6 * s)} ${n(groundY - 420 * s)} L${n(x + 14 * s)} ${n(groundY - 420 * s)} C${n(x + 10 * s)} ${n(groundY - 300 * s)} ${n(x + 22 * s)} ${n(groundY - 160 * s)} ${n(x + 34 * s)} ${n(groundY)}Z" fill="${trunk}"/>`
  const branches = [
    [-230, -640],
    [-120, -720],
    [40, -760],
    [180, -690],
    [280, -600],
    [-300, -520],
  ]
  xml += branches
    .map(
      ([bx, by]) =>
        `<path d="M${n(x + 4 * s)} ${n(groundY - 400 * s)} Q${n(x + bx * 0.3 * s)} ${n(groundY + by * 0.75 * s)} ${n(x + bx * s)} ${n(groundY + by * s)}" stroke="${trunk}" stroke-width="${n(14 * s)}" fill="none" stroke-linecap="round"/>`,
    )
    .join("")
  const clusters = [
    [-300, -560, 120],
    [-220, -700, 140],
    [-60, -790, 150],
    [110, -760, 150],
    [260, -650, 140],
    [330, -520, 110],
    [-130, -580, 130],
    [70, -600, 140],
    [-380, -450, 80],
    [200, -480, 110],
  ]
  const shades = [
    mix(C.jacaranda, C.ink, 0.3),
    C.jacaranda,
    mix(C.jacaranda, C.lilac, 0.5),
    C.lilac,
    mix(C.lilac, C.cream, 0.45),
  ]
  // Paint back-to-front and dark-to-light so the canopy gets volume for free.
  for (let pass = 0; pass < shades.length; pass += 1) {
    for (const [cx, cy, r] of clusters) {
      const count = pass === 0 ? 26 : 18
      for (let i = 0; i < count; i += 1) {
        const a = rng() * Math.PI * 2
        const dist = Math.sqrt(rng()) * r * (1 - pass * 0.12)
        // Lighter passes drift up-left, towards the sun.
        const px = x + (cx + Math.cos(a) * dist - pass * 10) * s
        const py = groundY + (cy + Math.sin(a) * dist * 0.8 - pass * 12) * s
        xml += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(rng.range(11, 26) * s * (1 - pass * 0.1))}" fill="${shades[pass]}"/>`
      }
    }
  }
  return xml
}

/** Simple flat-lay "photo" thumbnail: sun over hills. Used on screens and frames. */
function miniLandscape(
  d,
  x,
  y,
  w,
  h,
  id,
  { sky = C.sky, sun = C.gold, hills = [GREENS.light, GREENS.mid] } = {},
) {
  const skyFill = d.linear(`${id}-sky`, [
    [0, mix(sky, C.ivory, 0.25)],
    [1, mix(C.gold, C.ivory, 0.4)],
  ])
  const clip = `<clipPath id="${id}-clip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`
  d.raw(`${id}-clip`, clip)
  return (
    `<g clip-path="url(#${id}-clip)">` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${skyFill}"/>` +
    `<circle cx="${n(x + w * 0.68)}" cy="${n(y + h * 0.42)}" r="${n(h * 0.14)}" fill="${sun}"/>` +
    `<path d="M${n(x)} ${n(y + h * 0.7)} Q${n(x + w * 0.3)} ${n(y + h * 0.45)} ${n(x + w * 0.6)} ${n(y + h * 0.68)} T${n(x + w)} ${n(y + h * 0.6)} V${n(y + h)} H${n(x)}Z" fill="${hills[0]}"/>` +
    `<path d="M${n(x)} ${n(y + h * 0.85)} Q${n(x + w * 0.45)} ${n(y + h * 0.62)} ${n(x + w)} ${n(y + h * 0.82)} V${n(y + h)} H${n(x)}Z" fill="${hills[1]}"/>` +
    "</g>"
  )
}

/**
 * A tapered brush stroke along a cubic Bézier: fat where the brush lands,
 * thinning to a dry tail. Plain stroked paths look like tubes, not sauce.
 */
function brushStroke(p0, p1, p2, p3, width, fill) {
  const at = (t) => {
    const u = 1 - t
    return [0, 1].map(
      (k) => u * u * u * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t * t * t * p3[k],
    )
  }
  const left = []
  const right = []
  const steps = 40
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps
    const [x, y] = at(t)
    const [ax, ay] = at(Math.max(0, t - 0.01))
    const [bx, by] = at(Math.min(1, t + 0.01))
    const len = Math.hypot(bx - ax, by - ay) || 1
    const nx = -(by - ay) / len
    const ny = (bx - ax) / len
    // Skewing t pulls the widest point towards the start of the stroke.
    const w = (width / 2) * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.7)), 0.6)
    left.push(`${n(x + nx * w)} ${n(y + ny * w)}`)
    right.unshift(`${n(x - nx * w)} ${n(y - ny * w)}`)
  }
  return `<path d="M${left.join(" L")} L${right.join(" L")}Z" fill="${fill}"/>`
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

/** Hero: a mobile shoot on a Brisbane riverside street at golden hour. */
function heroScene() {
  const W = 2000
  const H = 1333
  const d = createDefs()
  const rng = prng(1859)
  const horizon = 800
  const street = 1040

  const sky = d.linear("hero-sky", [
    [0, mix(C.lilac, C.cream, 0.35)],
    [0.3, mix(C.terracotta, C.cream, 0.55)],
    [0.52, mix(C.gold, C.cream, 0.35)],
    [0.62, C.ivory],
  ])
  let xml = `<rect width="${W}" height="${H}" fill="${sky}"/>`

  // Sun low over the river, with a broad bloom that washes the skyline.
  xml +=
    glow(d, 330, 560, 620, C.gold, 0.55, "hero-bloom") +
    glow(d, 330, 560, 220, C.ivory, 0.9, "hero-sun-halo") +
    `<circle cx="330" cy="560" r="64" fill="${C.ivory}"/>`

  // Long thin clouds catching the light.
  for (const [cx, cy, rx] of [
    [700, 210, 260],
    [1000, 260, 180],
    [240, 300, 200],
    [1500, 120, 240],
  ]) {
    xml += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="16" fill="${C.ivory}" opacity="0.55" filter="url(#blur-s)"/>`
  }

  // Two skyline layers; haze is just lower opacity on the farther one.
  const far = mix(C.jacaranda, C.terracotta, 0.35)
  let bx = 0
  while (bx < 1200) {
    const bw = rng.range(40, 100)
    const bh = rng.range(120, 300) * (bx > 420 && bx < 760 ? 1.35 : 1)
    xml += `<rect x="${n(bx)}" y="${n(horizon - bh)}" width="${n(bw + 2)}" height="${n(bh)}" fill="${far}" opacity="0.28"/>`
    bx += bw
  }
  // A couple of signature towers give the skyline a recognisable rhythm.
  xml +=
    `<path d="M560 ${horizon} V420 L585 380 L610 420 V${horizon}Z" fill="${far}" opacity="0.32"/>` +
    `<path d="M660 ${horizon} V360 H700 V330 H720 V${horizon}Z" fill="${far}" opacity="0.32"/>`
  const near = mix(C.jacaranda, C.slate, 0.45)
  bx = -20
  while (bx < 1200) {
    const bw = rng.range(60, 140)
    const bh = rng.range(60, 190)
    xml += `<rect x="${n(bx)}" y="${n(horizon - bh)}" width="${n(bw + 2)}" height="${n(bh)}" fill="${near}" opacity="0.42"/>`
    for (let wy = horizon - bh + 18; wy < horizon - 20; wy += 26) {
      for (let wx = bx + 12; wx < bx + bw - 14; wx += 22) {
        if (rng() < 0.22)
          xml += `<rect x="${n(wx)}" y="${n(wy)}" width="8" height="10" fill="${C.gold}" opacity="0.7"/>`
      }
    }
    bx += bw
  }

  // Cantilever truss bridge in the distance, a nod to the Story Bridge.
  const bridge = mix(C.slate, C.jacaranda, 0.3)
  const deck = 716
  const top = [
    [120, deck - 12],
    [260, deck - 60],
    [420, deck - 190],
    [540, deck - 90],
    [620, deck - 60],
    [700, deck - 90],
    [820, deck - 190],
    [980, deck - 60],
    [1120, deck - 12],
  ]
  const chord = top.map(([tx, ty], i) => `${i ? "L" : "M"}${tx} ${ty}`).join(" ")
  let truss = ""
  for (let i = 0; i < top.length - 1; i += 1) {
    const [x1, y1] = top[i]
    const [x2, y2] = top[i + 1]
    const steps = Math.max(2, Math.round((x2 - x1) / 38))
    for (let k = 0; k < steps; k += 1) {
      const ax = x1 + ((x2 - x1) * k) / steps
      const ay = y1 + ((y2 - y1) * k) / steps
      const cx = x1 + ((x2 - x1) * (k + 1)) / steps
      const cy = y1 + ((y2 - y1) * (k + 1)) / steps
      truss += `M${n(ax)} ${n(ay)} L${n((ax + cx) / 2)} ${deck} L${n(cx)} ${n(cy)} M${n(ax)} ${n(ay)} V${deck} `
    }
  }
  xml +=
    `<g opacity="0.72"><path d="${truss}" stroke="${bridge}" stroke-width="3" fill="none"/>` +
    `<path d="${chord}" stroke="${bridge}" stroke-width="9" fill="none" stroke-linejoin="round"/>` +
    `<rect x="100" y="${deck}" width="1040" height="12" fill="${bridge}"/>` +
    `<path d="M404 ${deck} L420 ${deck - 200} L436 ${deck} V${horizon} H404Z M804 ${deck} L820 ${deck - 200} L836 ${deck} V${horizon} H804Z" fill="${bridge}"/>` +
    "</g>"

  // River with a glittering column under the sun.
  const river = d.linear("hero-river", [
    [0, mix(C.gold, C.ivory, 0.35)],
    [1, mix(C.lilac, C.terracotta, 0.35)],
  ])
  xml += `<rect x="0" y="${horizon}" width="${W}" height="110" fill="${river}"/>`
  for (let i = 0; i < 70; i += 1) {
    const ry = horizon + rng.range(6, 104)
    const spread = (ry - horizon) * 1.2 + 30
    const rx = 330 + rng.range(-spread, spread)
    xml += `<rect x="${n(rx)}" y="${n(ry)}" width="${n(rng.range(20, 70))}" height="3" rx="1.5" fill="${C.ivory}" opacity="${n(rng.range(0.35, 0.85) * 10) / 10}"/>`
  }
  for (let i = 0; i < 24; i += 1) {
    xml += `<rect x="${n(rng.range(600, 1200))}" y="${n(horizon + rng.range(10, 100))}" width="${n(rng.range(30, 90))}" height="3" fill="${C.ivory}" opacity="0.3"/>`
  }

  // Riverwalk greenery and embankment separate the river from the street.
  xml += `<rect x="0" y="910" width="${W}" height="${street - 900}" fill="${mix(C.amber, C.cream, 0.35)}"/>`
  for (let i = 0; i < 16; i += 1) {
    const cx = i * 80 + rng.range(-20, 20)
    const r = rng.range(40, 70)
    xml +=
      `<circle cx="${n(cx)}" cy="${n(930 - r * 0.3)}" r="${n(r)}" fill="${i % 3 ? GREENS.mid : GREENS.deep}"/>` +
      `<circle cx="${n(cx - r * 0.3)}" cy="${n(920 - r * 0.5)}" r="${n(r * 0.55)}" fill="${GREENS.light}" opacity="0.8"/>`
  }
  // Riverwalk railing posts.
  xml += `<rect x="0" y="958" width="1100" height="6" fill="${C.slate}" opacity="0.7"/>`
  for (let px = 10; px < 1100; px += 55)
    xml += `<rect x="${px}" y="958" width="5" height="${street - 958}" fill="${C.slate}" opacity="0.7"/>`

  // Footpath in warm sandstone with joints.
  const path = d.linear("hero-path", [
    [0, mix(C.gold, C.cream, 0.45)],
    [1, mix(C.terracotta, C.cream, 0.55)],
  ])
  xml += `<rect x="0" y="${street}" width="${W}" height="${H - street}" fill="${path}"/>`
  for (const jy of [1080, 1140, 1220, 1320])
    xml += `<line x1="0" y1="${jy}" x2="${W}" y2="${jy}" stroke="${C.terracotta}" stroke-opacity="0.14" stroke-width="3"/>`
  for (let jx = -300; jx < W + 600; jx += 220)
    xml += `<line x1="${jx}" y1="${street}" x2="${n(jx - (jx - 1000) * 0.6)}" y2="${H}" stroke="${C.terracotta}" stroke-opacity="0.1" stroke-width="3"/>`
  xml += `<rect x="0" y="${street}" width="${W}" height="10" fill="${C.ink}" opacity="0.12"/>`

  // The cafe: a heritage two-storey shopfront with a parapet.
  const fx = 1090
  const facade = d.linear(
    "hero-facade",
    [
      [0, mix(C.terracotta, C.cream, 0.5)],
      [1, mix(mix(C.terracotta, C.cream, 0.22), C.jacaranda, 0.08)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.4 },
  )
  xml +=
    `<path d="M${fx} ${street} V170 H1300 V130 H1700 V170 H${W} V${street}Z" fill="${facade}"/>` +
    `<rect x="${fx - 10}" y="160" width="${W - fx + 20}" height="22" fill="${mix(C.cream, C.amber, 0.2)}"/>` +
    `<rect x="1290" y="120" width="420" height="16" fill="${mix(C.cream, C.amber, 0.2)}"/>` +
    `<circle cx="1500" cy="150" r="14" fill="${mix(C.cream, C.amber, 0.2)}"/>` +
    `<rect x="${fx - 10}" y="520" width="${W - fx + 20}" height="18" fill="${mix(C.cream, C.amber, 0.2)}"/>`
  // Upper sash windows reflect the sky.
  const pane = d.linear("hero-pane", [
    [0, mix(C.lilac, C.ivory, 0.4)],
    [1, mix(C.gold, C.ivory, 0.3)],
  ])
  for (const wx of [1180, 1440, 1700]) {
    xml +=
      `<path d="M${wx} 470 V300 A80 80 0 0 1 ${wx + 160} 300 V470Z" fill="${mix(C.cream, C.amber, 0.2)}"/>` +
      `<path d="M${wx + 14} 460 V302 A66 66 0 0 1 ${wx + 146} 302 V460Z" fill="${pane}"/>` +
      `<path d="M${wx + 80} 236 V460 M${wx + 14} 360 H${wx + 146}" stroke="${mix(C.cream, C.amber, 0.2)}" stroke-width="10"/>` +
      `<path d="M${wx + 30} 440 L${wx + 120} 300" stroke="${C.ivory}" stroke-width="14" opacity="0.35"/>` +
      `<rect x="${wx - 14}" y="470" width="188" height="16" fill="${mix(C.cream, C.amber, 0.2)}"/>`
  }
  // Warm interior glimpsed through the shop window and door.
  const interior = d.linear("hero-interior", [
    [0, mix(C.amber, C.terracotta, 0.3)],
    [1, mix(C.terracotta, C.ink, 0.55)],
  ])
  xml +=
    `<rect x="1150" y="690" width="500" height="300" fill="${interior}"/>` +
    `<rect x="1700" y="680" width="160" height="${street - 680}" fill="${interior}"/>`
  for (const lx of [1260, 1400, 1540]) {
    xml +=
      `<line x1="${lx}" y1="690" x2="${lx}" y2="760" stroke="${C.ink}" stroke-width="3" opacity="0.6"/>` +
      glow(d, lx, 775, 90, C.gold, 0.8) +
      `<path d="M${lx - 26} 780 Q${lx} 740 ${lx + 26} 780Z" fill="${C.ink}" opacity="0.7"/>`
  }
  xml +=
    `<rect x="1150" y="880" width="500" height="110" fill="${C.ink}" opacity="0.45"/>` +
    `<rect x="1170" y="820" width="90" height="60" rx="8" fill="${STEEL.mid}" opacity="0.65"/>` +
    `<path d="M1190 690 L1320 990 M1420 690 L1560 990" stroke="${C.ivory}" stroke-width="36" opacity="0.12"/>` +
    `<rect x="1140" y="680" width="520" height="320" fill="none" stroke="${C.slate}" stroke-width="18"/>` +
    `<rect x="1140" y="990" width="520" height="${street - 990}" fill="${C.slate}"/>` +
    `<rect x="1690" y="670" width="180" height="${street - 670}" fill="none" stroke="${C.slate}" stroke-width="18"/>` +
    `<line x1="1700" y1="860" x2="1860" y2="860" stroke="${C.slate}" stroke-width="10"/>` +
    `<rect x="1840" y="870" width="10" height="50" rx="4" fill="${C.gold}"/>`
  // Striped canvas awning, drawn as a slight trapezoid so it projects forward.
  const awTop = 560
  const awBot = 650
  const aL = 1120
  const aR = 1980
  const stripes = 14
  xml += `<path d="M${aL} ${awTop} L${aR} ${awTop} L${aR + 20} ${awBot} L${aL - 20} ${awBot}Z" fill="${C.ivory}"/>`
  for (let i = 0; i < stripes; i += 2) {
    const t0 = i / stripes
    const t1 = (i + 1) / stripes
    const x0t = aL + (aR - aL) * t0
    const x1t = aL + (aR - aL) * t1
    const x0b = aL - 20 + (aR - aL + 40) * t0
    const x1b = aL - 20 + (aR - aL + 40) * t1
    xml += `<path d="M${n(x0t)} ${awTop} L${n(x1t)} ${awTop} L${n(x1b)} ${awBot} L${n(x0b)} ${awBot}Z" fill="${C.terracotta}"/>`
  }
  let scallops = `M${aL - 20} ${awBot}`
  const sw = (aR - aL + 40) / stripes
  for (let i = 0; i < stripes; i += 1) scallops += ` q${n(sw / 2)} 36 ${n(sw)} 0`
  xml +=
    `<path d="${scallops}Z" fill="${C.terracotta}"/>` +
    `<path d="${scallops}Z" fill="${C.ink}" opacity="0.15"/>` +
    `<rect x="${aL - 20}" y="${awBot - 4}" width="${aR - aL + 40}" height="8" fill="${C.ink}" opacity="0.15"/>` +
    `<rect x="${fx}" y="${awBot + 10}" width="${W - fx}" height="24" fill="${C.ink}" opacity="0.18" filter="url(#blur-s)"/>`

  // Street furniture in front of the cafe.
  xml +=
    bistroChair(1300, 1130, 0.8, false) +
    bistroTable(1420, 1136, 0.85) +
    bistroChair(1540, 1130, 0.8, true) +
    latteCup(d, 1390, 934, 0.16) +
    bushyPlant(d, 1140, 1090, 0.9, rng, { leaves: 14 }) +
    bushyPlant(d, 1650, 1070, 0.75, rng, { potColor: mix(C.cream, C.amber, 0.2), leaves: 12 }) +
    snakePlant(d, 1935, 1080, 0.75, rng, C.terracotta)

  // Jacaranda on the footpath, with long golden-hour shadows cast to the right.
  xml +=
    `<path d="M870 ${street + 10} L930 ${street + 10} L1500 ${H} L1200 ${H}Z" fill="${C.ink}" opacity="0.12" filter="url(#blur-s)"/>` +
    jacaranda(900, street + 20, 0.95, rng)
  for (let i = 0; i < 90; i += 1) {
    const px = 900 + rng.range(-420, 480)
    const py = street + rng.range(14, 220)
    xml += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(rng.range(4, 9))}" ry="${n(rng.range(2, 5))}" fill="${rng.pick([C.lilac, C.jacaranda, mix(C.lilac, C.cream, 0.4)])}" opacity="0.85"/>`
  }

  // Softbox on the right, angled back towards the shopfront.
  const sbx = 1790
  const sby = 760
  const diffuser = d.radial("hero-diffuser", [
    [0, C.ivory],
    [0.7, C.cream],
    [1, mix(C.cream, C.amber, 0.35)],
  ])
  xml +=
    `<path d="M${sbx - 60} ${sby - 10} L1250 700 L1250 1000 L${sbx - 60} ${sby + 230}Z" fill="${C.ivory}" opacity="0.18" filter="url(#blur-l)"/>` +
    lightStand(sbx + 40, sby + 80, 1300, 110) +
    `<path d="M${sbx - 60} ${sby - 170} L${sbx + 150} ${sby - 40} L${sbx + 150} ${sby + 50} L${sbx - 60} ${sby + 190}Z" fill="${C.ink}"/>` +
    `<path d="M${sbx - 60} ${sby - 170} L${sbx + 150} ${sby - 40} L${sbx + 150} ${sby - 20} L${sbx - 50} ${sby - 150}Z" fill="${C.slate}"/>` +
    `<rect x="${sbx + 140}" y="${sby - 50}" width="40" height="110" rx="8" fill="${C.slate}"/>` +
    `<path d="M${sbx - 90} ${sby - 190} L${sbx - 40} ${sby - 170} L${sbx - 40} ${sby + 190} L${sbx - 90} ${sby + 220}Z" fill="${diffuser}" stroke="${C.ink}" stroke-width="8" stroke-linejoin="round"/>` +
    glow(d, sbx - 70, sby + 10, 200, C.ivory, 0.35, "hero-box-glow")

  // Camera on tripod in the foreground, shadows stretching right.
  xml +=
    `<path d="M520 1300 L900 1333 L700 1333Z" fill="${C.ink}" opacity="0.14" filter="url(#blur-s)"/>` +
    `<rect x="250" y="1228" width="190" height="90" rx="22" fill="${C.slate}"/>` +
    `<rect x="250" y="1228" width="190" height="30" rx="14" fill="${C.ink}"/>` +
    `<path d="M280 1232 Q345 1160 410 1232" stroke="${C.amber}" stroke-width="12" fill="none"/>` +
    `<rect x="320" y="1268" width="50" height="22" rx="6" fill="${C.amber}"/>` +
    contactShadow(345, 1320, 110, 12, 0.3) +
    tripod(560, 880, 1300, 170) +
    camera(d, 560, 812, 1.05)

  return {
    name: "hero.jpg",
    width: W,
    height: H,
    svg: document(W, H, d, xml, { vignette: 0.3, warmth: 0.06 }),
  }
}

/** Specialty cafe counter in morning window light. */
function cafeScene() {
  const W = 2000
  const H = 1500
  const d = createDefs()
  const rng = prng(4101)

  const wall = d.linear(
    "cafe-wall",
    [
      [0, mix(C.cream, C.ivory, 0.4)],
      [1, mix(C.cream, C.amber, 0.25)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.3 },
  )
  let xml = `<rect width="${W}" height="${H}" fill="${wall}"/>`

  // Subway tiles behind the counter.
  xml += `<rect x="640" y="560" width="${W - 640}" height="420" fill="${mix(C.ivory, C.sky, 0.05)}"/>`
  for (let ty = 560, row = 0; ty < 980; ty += 44, row += 1) {
    xml += `<line x1="640" y1="${ty}" x2="${W}" y2="${ty}" stroke="${mix(C.cream, C.amber, 0.4)}" stroke-width="3"/>`
    for (let tx = 640 + (row % 2) * 55; tx < W; tx += 110)
      xml += `<line x1="${tx}" y1="${ty}" x2="${tx}" y2="${ty + 44}" stroke="${mix(C.cream, C.amber, 0.4)}" stroke-width="3"/>`
  }

  // Window on the left: soft sky, a tree outside, and the light it throws.
  const outside = d.linear("cafe-outside", [
    [0, mix(C.sky, C.ivory, 0.55)],
    [1, mix(C.gold, C.ivory, 0.6)],
  ])
  d.raw(
    "cafe-window",
    '<clipPath id="cafe-window"><rect x="80" y="150" width="560" height="760"/></clipPath>',
  )
  xml += `<g clip-path="url(#cafe-window)"><rect x="80" y="150" width="560" height="760" fill="${outside}"/>`
  // Street tree outside, softened as if seen through glass.
  for (let i = 0; i < 34; i += 1) {
    xml += `<circle cx="${n(rng.range(60, 460))}" cy="${n(rng.range(120, 540))}" r="${n(rng.range(36, 80))}" fill="${rng.pick([GREENS.light, GREENS.eucalyptus, GREENS.bright])}" opacity="0.5"/>`
  }
  xml +=
    `<rect x="80" y="640" width="560" height="270" fill="${mix(C.cream, C.terracotta, 0.25)}" opacity="0.5"/>` +
    "</g>" +
    `<path d="M80 150 H640 V910 H80Z M360 150 V910 M80 530 H640" fill="none" stroke="${C.slate}" stroke-width="22"/>` +
    `<rect x="60" y="900" width="600" height="26" fill="${mix(C.cream, C.amber, 0.3)}"/>`
  xml +=
    `<path d="M640 150 L1500 620 L1700 1500 L640 1500 L640 910Z" fill="${C.ivory}" opacity="0.22" filter="url(#blur-l)"/>` +
    `<path d="M640 180 L1150 470 L1150 560 L640 330Z" fill="${C.ivory}" opacity="0.3" filter="url(#blur-m)"/>`

  // Open shelf with cups, bean jars and a trailing pothos.
  xml +=
    `<rect x="760" y="420" width="620" height="20" rx="4" fill="${WOOD.mid}"/>` +
    `<rect x="760" y="440" width="620" height="10" fill="${C.ink}" opacity="0.15" filter="url(#blur-xs)"/>`
  for (let i = 0; i < 3; i += 1) {
    const jx = 1040 + i * 80
    xml +=
      `<rect x="${jx}" y="${320 - i * 10}" width="60" height="${100 + i * 10}" rx="10" fill="${mix(C.ivory, C.sky, 0.15)}" opacity="0.7"/>` +
      `<rect x="${jx + 4}" y="${360 - i * 4}" width="52" height="${56 + i * 4}" rx="8" fill="${COFFEE}"/>` +
      `<rect x="${jx - 2}" y="${312 - i * 10}" width="64" height="16" rx="5" fill="${WOOD.mid}"/>`
  }
  for (const [cx, col] of [
    [1300, C.terracotta],
    [1340, C.ivory],
  ]) {
    xml += `<path d="M${cx - 24} 370 H${cx + 24} L${cx + 20} 420 H${cx - 20}Z" fill="${col}"/><path d="M${cx - 24} 370 H${cx + 24} L${cx + 20} 420 H${cx - 20}Z" fill="${shadeRight(d)}"/>`
  }
  xml += trailingPlant(d, 870, 420, 0.95, rng, C.ivory)

  // Pendant lamps in a row above the counter.
  xml +=
    pendantLamp(d, 980, 0, 200, 150, C.amber) +
    pendantLamp(d, 1360, 0, 260, 150, C.terracotta) +
    pendantLamp(d, 1740, 0, 200, 150, C.amber)

  // Counter: a deep worktop in perspective so the cup can sit in front.
  const topFill = d.linear("cafe-top", [
    [0, mix(C.ivory, C.amber, 0.12)],
    [1, mix(C.cream, C.amber, 0.3)],
  ])
  xml +=
    `<path d="M0 940 H${W} V1130 H0Z" fill="${topFill}"/>` +
    // Faint stone veining so the worktop reads as marble, not an empty band.
    `<path d="M0 1010 C300 990 420 1060 760 1040 S1300 980 1600 1060 S1900 1030 2000 1020 M200 1120 C500 1080 700 1110 900 1090 M1200 960 C1400 990 1600 950 1900 980" stroke="${mix(C.amber, C.slate, 0.3)}" stroke-width="3" fill="none" opacity="0.18"/>` +
    `<rect x="0" y="1130" width="${W}" height="22" fill="${mix(C.cream, C.amber, 0.45)}"/>`
  const front = d.linear("cafe-front", [
    [0, C.slate],
    [1, C.ink],
  ])
  xml += `<rect x="0" y="1152" width="${W}" height="${H - 1152}" fill="${front}"/>`
  for (let fx = 20; fx < W; fx += 48)
    xml += `<rect x="${fx}" y="1170" width="28" height="${H - 1170}" rx="14" fill="${mix(C.slate, C.ivory, 0.08)}"/>`
  // Morning light sliding across the fluted front.
  xml += `<path d="M420 1152 L980 1152 L1320 1500 L620 1500Z" fill="${C.gold}" opacity="0.18" filter="url(#blur-m)"/>`

  // Grinder.
  xml +=
    contactShadow(1150, 968, 90, 14, 0.3) +
    `<rect x="1090" y="800" width="120" height="170" rx="14" fill="${C.slate}"/>` +
    `<rect x="1090" y="800" width="120" height="170" rx="14" fill="${shadeRight(d)}"/>` +
    `<path d="M1100 800 L1080 660 H1220 L1200 800Z" fill="${mix(C.ivory, C.sky, 0.15)}" opacity="0.65"/>` +
    `<path d="M1094 790 L1082 700 H1218 L1206 790Z" fill="${COFFEE}"/>` +
    `<rect x="1076" y="648" width="148" height="18" rx="6" fill="${C.ink}"/>` +
    `<rect x="1130" y="900" width="40" height="30" rx="6" fill="${C.ink}"/>`

  // Espresso machine: chrome body with terracotta side panels.
  const chrome = d.linear(
    "cafe-chrome",
    [
      [0, STEEL.light],
      [0.45, C.ivory],
      [0.55, STEEL.mid],
      [1, STEEL.dark],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  xml +=
    contactShadow(1520, 968, 300, 20, 0.35) +
    `<rect x="1260" y="640" width="520" height="310" rx="18" fill="${chrome}"/>` +
    `<rect x="1260" y="640" width="70" height="310" rx="16" fill="${C.terracotta}"/>` +
    `<rect x="1710" y="640" width="70" height="310" rx="16" fill="${mix(C.terracotta, C.ink, 0.25)}"/>` +
    `<rect x="1250" y="624" width="540" height="26" rx="8" fill="${STEEL.mid}"/>`
  // Cups warming on top.
  for (let i = 0; i < 5; i += 1) {
    const cx = 1340 + i * 90
    xml +=
      `<path d="M${cx - 30} 624 L${cx - 24} 580 H${cx + 24} L${cx + 30} 624Z" fill="${i % 2 ? C.ivory : C.terracotta}"/>` +
      `<path d="M${cx - 30} 624 L${cx - 24} 580 H${cx + 24} L${cx + 30} 624Z" fill="${shadeRight(d)}"/>`
  }
  // Pressure gauges: dials with needles, deliberately without numerals.
  for (const gx of [1440, 1600]) {
    xml +=
      `<circle cx="${gx}" cy="700" r="34" fill="${C.ink}"/><circle cx="${gx}" cy="700" r="27" fill="${C.ivory}"/>` +
      `<path d="M${gx} 700 L${gx + 16} 684" stroke="${C.terracotta}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="${gx}" cy="700" r="5" fill="${C.ink}"/>`
  }
  // Group heads, portafilters and cups catching a fresh pour.
  for (const gx of [1420, 1620]) {
    xml +=
      `<rect x="${gx - 40}" y="770" width="80" height="46" rx="10" fill="${STEEL.dark}"/>` +
      `<rect x="${gx - 50}" y="812" width="100" height="22" rx="8" fill="${C.ink}"/>` +
      `<path d="M${gx - 40} 824 L${gx - 150} 860" stroke="${C.ink}" stroke-width="22" stroke-linecap="round"/>` +
      `<rect x="${gx - 6}" y="834" width="4" height="50" fill="${COFFEE}"/><rect x="${gx + 4}" y="834" width="4" height="50" fill="${COFFEE}"/>` +
      `<path d="M${gx - 34} 882 H${gx + 34} L${gx + 26} 930 H${gx - 26}Z" fill="${C.ivory}"/>` +
      `<path d="M${gx - 34} 882 H${gx + 34} L${gx + 26} 930 H${gx - 26}Z" fill="${shadeRight(d)}"/>`
  }
  xml +=
    `<rect x="1300" y="930" width="440" height="20" rx="4" fill="${C.ink}"/>` +
    `<path d="M1760 760 C1800 780 1800 860 1770 900" stroke="${STEEL.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<rect x="1290" y="645" width="460" height="10" rx="4" fill="${C.ivory}" opacity="0.5"/>`

  // Pastries under a glass dome on a cake stand.
  const croissant = (cx, cy, s) => {
    let c = ""
    for (let i = -2; i <= 2; i += 1) {
      c += `<ellipse cx="${n(cx + i * 26 * s)}" cy="${n(cy - (2 - Math.abs(i)) * 8 * s)}" rx="${n((30 - Math.abs(i) * 5) * s)}" ry="${n((26 - Math.abs(i) * 4) * s)}" fill="${Math.abs(i) % 2 ? mix(C.amber, C.terracotta, 0.35) : C.amber}"/>`
    }
    return (
      c +
      `<path d="M${n(cx - 60 * s)} ${n(cy - 10 * s)} Q${n(cx)} ${n(cy - 45 * s)} ${n(cx + 60 * s)} ${n(cy - 10 * s)}" stroke="${C.gold}" stroke-width="${n(5 * s)}" fill="none" opacity="0.7"/>`
    )
  }
  const domeGlass = d.linear(
    "cafe-dome",
    [
      [0, C.ivory, 0.55],
      [0.45, C.ivory, 0.12],
      [1, mix(C.sky, C.ivory, 0.6), 0.4],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  xml +=
    contactShadow(800, 1016, 190, 18, 0.35) +
    `<ellipse cx="800" cy="1010" rx="80" ry="14" fill="${C.ivory}"/>` +
    `<rect x="788" y="930" width="24" height="80" fill="${C.ivory}"/>` +
    `<rect x="788" y="930" width="24" height="80" fill="${shadeRight(d)}"/>` +
    `<ellipse cx="800" cy="930" rx="200" ry="26" fill="${mix(C.ivory, C.amber, 0.08)}"/>` +
    croissant(715, 912, 1.25) +
    croissant(885, 906, 1.15) +
    `<ellipse cx="800" cy="880" rx="56" ry="22" fill="${mix(C.amber, C.terracotta, 0.3)}"/>` +
    `<ellipse cx="800" cy="872" rx="46" ry="16" fill="${C.jacaranda}" opacity="0.8"/>` +
    `<path d="M620 930 C610 700 990 700 980 930Z" fill="${domeGlass}" stroke="${C.ivory}" stroke-width="7"/>` +
    `<path d="M620 930 C610 700 990 700 980 930" fill="none" stroke="${C.slate}" stroke-width="2" opacity="0.25"/>` +
    `<path d="M660 880 C660 790 720 750 780 745" stroke="${C.ivory}" stroke-width="12" fill="none" opacity="0.7" stroke-linecap="round"/>` +
    `<circle cx="800" cy="740" r="18" fill="${C.ivory}" opacity="0.9"/>`

  // Steel milk jug and a tamper waiting beside the machine.
  const jug = d.linear(
    "cafe-jug",
    [
      [0, STEEL.light],
      [0.4, C.ivory],
      [1, STEEL.dark],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  xml +=
    contactShadow(1250, 1072, 90, 12, 0.3) +
    `<path d="M1190 1070 L1200 960 H1290 L1300 1070Z" fill="${jug}"/>` +
    `<path d="M1200 960 L1180 944 H1240Z" fill="${STEEL.mid}"/>` +
    `<path d="M1296 980 C1340 990 1340 1040 1298 1050" stroke="${STEEL.dark}" stroke-width="12" fill="none"/>` +
    contactShadow(1420, 1062, 50, 8, 0.3) +
    `<rect x="1390" y="1030" width="60" height="30" rx="6" fill="${STEEL.mid}"/>` +
    `<rect x="1404" y="980" width="32" height="56" rx="14" fill="${WOOD.dark}"/>`

  // Plant at the window end of the counter.
  xml += bushyPlant(d, 300, 1000, 1.25, rng, { potColor: C.terracotta, leaves: 18 })

  // Latte in the foreground, the hero of the frame.
  xml += latteCup(d, 620, 1110, 1.05)
  // Steam curls, kept subtle so they read as warmth rather than smoke.
  xml += `<path d="M600 940 C560 890 640 860 600 810 M660 950 C630 910 690 880 660 840" stroke="${C.ivory}" stroke-width="10" fill="none" opacity="0.5" stroke-linecap="round" filter="url(#blur-xs)"/>`

  return { name: "artisan-cafe.jpg", width: W, height: H, svg: document(W, H, d, xml) }
}

/** Moody fine-dining table lit by candlelight. */
function diningScene() {
  const W = 2000
  const H = 1500
  const d = createDefs()
  const rng = prng(777)

  const room = d.radial(
    "dine-room",
    [
      [0, mix(C.slate, C.amber, 0.18)],
      [0.6, C.slate],
      [1, C.ink],
    ],
    { cx: 0.4, cy: 0.3, r: 0.8 },
  )
  let xml = `<rect width="${W}" height="${H}" fill="${room}"/>`
  // Out-of-focus restaurant lights behind the table.
  for (let i = 0; i < 38; i += 1) {
    const r = rng.range(18, 70)
    xml += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(40, 560))}" r="${n(r)}" fill="${rng.pick([C.gold, C.amber, C.cream, C.terracotta])}" opacity="${n(rng.range(0.08, 0.32) * 100) / 100}" filter="url(#blur-s)"/>`
  }

  // Table top: dark linen with a warm sheen where the candle falls.
  const table = d.linear("dine-table", [
    [0, mix(C.slate, C.ink, 0.3)],
    [1, C.ink],
  ])
  xml +=
    `<rect x="0" y="600" width="${W}" height="${H - 600}" fill="${table}"/>` +
    `<ellipse cx="700" cy="900" rx="900" ry="360" fill="${C.amber}" opacity="0.12" filter="url(#blur-xl)"/>` +
    `<rect x="0" y="596" width="${W}" height="8" fill="${C.gold}" opacity="0.15"/>`

  // Candle at the back left.
  xml +=
    glow(d, 330, 420, 520, C.amber, 0.45, "dine-candle-bloom") +
    contactShadow(330, 782, 110, 18, 0.5) +
    `<rect x="270" y="540" width="120" height="240" rx="10" fill="${mix(C.cream, C.amber, 0.15)}"/>` +
    `<rect x="270" y="540" width="120" height="240" rx="10" fill="${shadeRight(d)}"/>` +
    `<ellipse cx="330" cy="540" rx="60" ry="14" fill="${mix(C.ivory, C.gold, 0.3)}"/>` +
    `<line x1="330" y1="540" x2="330" y2="516" stroke="${C.ink}" stroke-width="4"/>` +
    glow(d, 330, 480, 110, C.gold, 0.9) +
    `<path d="M330 430 C350 470 350 500 330 516 C310 500 310 470 330 430Z" fill="${C.gold}"/>` +
    `<path d="M330 458 C340 480 340 498 330 508 C320 498 320 480 330 458Z" fill="${C.ivory}"/>`

  // Napkin and gold cutlery framing the plate.
  xml +=
    `<path d="M200 930 L420 900 L470 1330 L250 1370Z" fill="${mix(C.jacaranda, C.ink, 0.55)}"/>` +
    `<path d="M200 930 L420 900 L425 940 L205 972Z" fill="${C.ivory}" opacity="0.08"/>` +
    `<g transform="rotate(-8 330 1120)"><rect x="318" y="930" width="18" height="260" rx="9" fill="${C.gold}"/>` +
    `<path d="M298 930 V860 M314 930 V850 M330 930 V850 M346 930 V860 M298 930 Q322 970 346 930" stroke="${C.gold}" stroke-width="8" fill="none" stroke-linecap="round"/></g>` +
    `<g transform="rotate(8 1500 1180)"><path d="M1490 900 C1530 920 1530 1040 1510 1070 L1510 1320 Q1500 1335 1490 1320Z" fill="${C.gold}"/>` +
    `<path d="M1494 910 C1512 940 1514 1020 1504 1060" stroke="${C.ivory}" stroke-width="4" fill="none" opacity="0.5"/></g>`

  // The plate, seen from a high three-quarter angle.
  const plate = d.radial(
    "dine-plate",
    [
      [0, C.ivory],
      [0.75, mix(C.ivory, C.cream, 0.6)],
      [1, mix(C.cream, C.amber, 0.3)],
    ],
    { cx: 0.42, cy: 0.38, r: 0.65 },
  )
  xml +=
    contactShadow(930, 1110, 500, 300, 0.55) +
    `<ellipse cx="900" cy="1080" rx="480" ry="300" fill="${plate}"/>` +
    `<ellipse cx="900" cy="1090" rx="330" ry="200" fill="${mix(C.cream, C.amber, 0.18)}" opacity="0.7"/>` +
    `<ellipse cx="912" cy="1100" rx="322" ry="192" fill="${C.ivory}" opacity="0.75"/>` +
    `<ellipse cx="900" cy="1086" rx="330" ry="200" fill="none" stroke="${C.ivory}" stroke-width="6" opacity="0.8"/>`
  // Sauce swoosh: one confident brush stroke, then graded dots.
  xml +=
    brushStroke([660, 1010], [690, 1190], [960, 1200], [1190, 1080], 64, mix(C.terracotta, C.amber, 0.3)) +
    brushStroke([690, 1060], [730, 1170], [940, 1180], [1120, 1110], 16, C.gold)
  for (const [dx, dy, r] of [
    [1030, 1150, 16],
    [1070, 1170, 12],
    [1105, 1186, 9],
    [1135, 1198, 6],
  ]) {
    xml += `<circle cx="${dx}" cy="${dy}" r="${r}" fill="${mix(GREENS.mid, C.sage, 0.3)}"/>`
  }
  // Purée quenelle.
  xml +=
    `<path d="M760 1130 C790 1090 880 1090 900 1120 C880 1150 790 1160 760 1130Z" fill="${mix(C.cream, C.gold, 0.5)}"/>` +
    `<path d="M780 1120 C810 1102 860 1104 880 1116" stroke="${C.ivory}" stroke-width="6" fill="none" opacity="0.7"/>`
  // Three seared scallops: golden crust on top, pearly sides.
  for (const [sx, sy] of [
    [820, 1040],
    [930, 1010],
    [1040, 1040],
  ]) {
    const sear = d.radial(
      "dine-sear",
      [
        [0, mix(C.amber, C.terracotta, 0.5)],
        [0.7, mix(C.terracotta, C.ink, 0.25)],
        [1, mix(C.amber, C.cream, 0.2)],
      ],
      { cx: 0.45, cy: 0.4, r: 0.6 },
    )
    xml +=
      contactShadow(sx + 10, sy + 40, 64, 18, 0.35) +
      `<path d="M${sx - 60} ${sy} V${sy + 34} A60 20 0 0 0 ${sx + 60} ${sy + 34} V${sy}Z" fill="${mix(C.cream, C.ivory, 0.5)}"/>` +
      `<path d="M${sx - 60} ${sy} V${sy + 34} A60 20 0 0 0 ${sx + 60} ${sy + 34} V${sy}Z" fill="${shadeRight(d)}"/>` +
      `<ellipse cx="${sx}" cy="${sy}" rx="60" ry="20" fill="${sear}"/>`
  }
  // Garnish: microherbs and jacaranda-coloured petals.
  for (let i = 0; i < 22; i += 1) {
    const gx = 760 + rng.range(0, 320)
    const gy = 990 + rng.range(-20, 60)
    xml += leaf(
      gx,
      gy,
      rng.range(16, 30),
      12,
      rng.range(-60, 60),
      rng.pick([GREENS.bright, GREENS.light, GREENS.mid]),
    )
  }
  for (const [px, py] of [
    [880, 980],
    [990, 995],
    [1100, 1070],
    [720, 1100],
    [950, 1160],
  ]) {
    for (let p = 0; p < 5; p += 1) {
      xml += `<ellipse cx="${px}" cy="${py - 8}" rx="6" ry="10" fill="${p % 2 ? C.lilac : mix(C.jacaranda, C.lilac, 0.4)}" transform="rotate(${p * 72} ${px} ${py})"/>`
    }
    xml += `<circle cx="${px}" cy="${py}" r="4" fill="${C.gold}"/>`
  }

  // Wine glass on the right, red catching the candle.
  const bowl = d.linear(
    "dine-glass",
    [
      [0, C.ivory, 0.22],
      [0.5, C.ivory, 0.04],
      [1, C.ivory, 0.16],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  const wine = d.linear("dine-wine", [
    [0, mix(WINE, C.terracotta, 0.35)],
    [1, mix(WINE, C.ink, 0.3)],
  ])
  xml +=
    contactShadow(1600, 980, 130, 24, 0.5) +
    `<ellipse cx="1600" cy="970" rx="100" ry="24" fill="${C.ivory}" opacity="0.22"/>` +
    `<ellipse cx="1600" cy="970" rx="100" ry="24" fill="none" stroke="${C.ivory}" stroke-width="3" opacity="0.5"/>` +
    `<rect x="1594" y="700" width="12" height="270" fill="${C.ivory}" opacity="0.35"/>` +
    `<path d="M1502 600 C1512 640 1530 700 1600 705 C1670 700 1688 640 1698 600Z" fill="${wine}"/>` +
    `<ellipse cx="1600" cy="600" rx="98" ry="16" fill="${mix(WINE, C.terracotta, 0.5)}"/>` +
    `<path d="M1490 380 C1470 500 1500 700 1600 708 C1700 700 1730 500 1710 380Z" fill="${bowl}" stroke="${C.ivory}" stroke-width="3" stroke-opacity="0.45"/>` +
    `<path d="M1512 430 C1506 520 1520 600 1550 650" stroke="${C.ivory}" stroke-width="12" fill="none" opacity="0.45" stroke-linecap="round"/>` +
    `<ellipse cx="1600" cy="380" rx="110" ry="18" fill="none" stroke="${C.ivory}" stroke-width="3" opacity="0.4"/>` +
    `<path d="M1660 620 C1670 650 1660 680 1640 690" stroke="${C.gold}" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`

  // Bud vase with a jacaranda sprig balances the candle at the back.
  xml +=
    contactShadow(1230, 760, 70, 14, 0.5) +
    `<path d="M1226 520 Q1210 430 1170 380 M1232 520 Q1250 420 1290 370 M1229 520 V340" stroke="${GREENS.mid}" stroke-width="5" fill="none"/>`
  for (const [bx, by] of [
    [1170, 380],
    [1290, 370],
    [1229, 340],
    [1190, 420],
    [1270, 410],
  ]) {
    for (let i = 0; i < 7; i += 1) {
      xml += `<circle cx="${n(bx + rng.range(-22, 22))}" cy="${n(by + rng.range(-18, 18))}" r="${n(rng.range(8, 14))}" fill="${rng.pick([C.lilac, C.jacaranda, mix(C.lilac, C.cream, 0.35)])}"/>`
    }
  }
  xml +=
    `<path d="M1210 760 C1180 760 1176 690 1200 650 C1214 620 1218 580 1218 520 H1242 C1242 580 1246 620 1260 650 C1284 690 1280 760 1250 760Z" fill="${C.ivory}" opacity="0.22" stroke="${C.ivory}" stroke-width="3" stroke-opacity="0.5"/>` +
    `<path d="M1198 700 C1196 680 1204 660 1212 648" stroke="${C.ivory}" stroke-width="6" fill="none" opacity="0.5" stroke-linecap="round"/>`

  return {
    name: "fine-dining.jpg",
    width: W,
    height: H,
    svg: document(W, H, d, xml, { vignette: 0.55, warmth: 0.05 }),
  }
}

/** A garment on a hanger; kinds give the rail a believable mix. */
function garment(d, x, railY, kind, color) {
  const hook =
    `<path d="M${x} ${railY + 4} q-10 -14 0 -22 q12 -6 14 8" stroke="${C.ink}" stroke-width="4" fill="none"/>` +
    `<path d="M${x - 70} ${railY + 58} L${x} ${railY + 20} L${x + 70} ${railY + 58}" stroke="${WOOD.mid}" stroke-width="9" fill="none" stroke-linecap="round"/>`
  const top = railY + 52
  const shapes = {
    shirt: `M${x - 78} ${top} L${x - 20} ${top - 12} L${x} ${top + 30} L${x + 20} ${top - 12} L${x + 78} ${top} L${x + 84} ${top + 360} L${x - 84} ${top + 360}Z`,
    dress: `M${x - 56} ${top} L${x - 18} ${top - 10} Q${x} ${top + 30} ${x + 18} ${top - 10} L${x + 56} ${top} L${x + 50} ${top + 180} L${x + 120} ${top + 560} L${x - 120} ${top + 560} L${x - 50} ${top + 180}Z`,
    coat: `M${x - 84} ${top} L${x - 22} ${top - 12} L${x} ${top + 80} L${x + 22} ${top - 12} L${x + 84} ${top} L${x + 96} ${top + 500} L${x - 96} ${top + 500}Z`,
    knit: `M${x - 88} ${top} L${x - 24} ${top - 12} Q${x} ${top + 14} ${x + 24} ${top - 12} L${x + 88} ${top} L${x + 90} ${top + 290} L${x - 90} ${top + 290}Z`,
  }
  const body = shapes[kind]
  let details = ""
  if (kind === "shirt")
    details = `<path d="M${x} ${top + 30} V${top + 360}" stroke="${C.ink}" stroke-opacity="0.15" stroke-width="4"/>`
  if (kind === "coat")
    details = `<path d="M${x} ${top + 80} V${top + 500} M${x - 20} ${top - 12} L${x - 40} ${top + 150} L${x} ${top + 80} M${x + 20} ${top - 12} L${x + 40} ${top + 150}" stroke="${C.ink}" stroke-opacity="0.2" stroke-width="5" fill="none"/>`
  if (kind === "knit") {
    details = `<rect x="${x - 90}" y="${top + 256}" width="180" height="34" fill="${C.ink}" opacity="0.12"/>`
    for (let i = -80; i < 90; i += 14)
      details += `<line x1="${x + i}" y1="${top + 258}" x2="${x + i}" y2="${top + 288}" stroke="${C.ink}" stroke-opacity="0.15" stroke-width="3"/>`
  }
  if (kind === "dress")
    details = `<path d="M${x - 50} ${top + 180} H${x + 50}" stroke="${C.ink}" stroke-opacity="0.2" stroke-width="8"/><path d="M${x - 20} ${top + 200} L${x - 50} ${top + 540} M${x + 20} ${top + 200} L${x + 40} ${top + 540}" stroke="${C.ink}" stroke-opacity="0.1" stroke-width="10"/>`
  return `<path d="${body}" fill="${color}"/><path d="${body}" fill="${shadeRight(d)}"/>${details}${hook}`
}

/** Boutique interior in soft daylight from an arched window. */
function boutiqueScene() {
  const W = 2000
  const H = 1500
  const d = createDefs()
  const rng = prng(2024)
  const floorY = 1180

  const wall = d.linear(
    "bq-wall",
    [
      [0, mix(C.cream, C.ivory, 0.5)],
      [1, mix(C.cream, C.terracotta, 0.12)],
    ],
    { x1: 1, y1: 0, x2: 0, y2: 0.4 },
  )
  let xml = `<rect width="${W}" height="${H}" fill="${wall}"/>`
  const floor = d.linear("bq-floor", [
    [0, mix(C.amber, C.cream, 0.5)],
    [1, mix(C.amber, C.terracotta, 0.25)],
  ])
  xml += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`
  for (let i = -12; i < 20; i += 1)
    xml += `<line x1="${1000 + i * 90}" y1="${floorY}" x2="${1000 + i * 260}" y2="${H}" stroke="${WOOD.mid}" stroke-opacity="0.22" stroke-width="3"/>`
  xml +=
    `<rect x="0" y="${floorY - 30}" width="${W}" height="30" fill="${mix(C.cream, C.ivory, 0.3)}"/>` +
    `<rect x="0" y="${floorY - 2}" width="${W}" height="10" fill="${C.ink}" opacity="0.1"/>`

  // Arched window: jacaranda blooms outside, light pooling on the floor.
  const wx = 1440
  const ww = 440
  const outside = d.linear("bq-outside", [
    [0, mix(C.sky, C.ivory, 0.5)],
    [1, mix(C.gold, C.ivory, 0.55)],
  ])
  const archPath = `M${wx} ${floorY - 40} V${380} A${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} 380 V${floorY - 40}Z`
  d.raw("bq-arch", `<clipPath id="bq-arch"><path d="${archPath}"/></clipPath>`)
  xml += `<path d="${archPath}" fill="${outside}"/><g clip-path="url(#bq-arch)">`
  for (let i = 0; i < 12; i += 1) {
    xml += `<circle cx="${n(wx + rng.range(0, ww))}" cy="${n(rng.range(900, 1140))}" r="${n(rng.range(50, 90))}" fill="${rng.pick([GREENS.light, GREENS.eucalyptus])}"/>`
  }
  // A jacaranda in bloom across the street; the glass haze pushes it back.
  xml +=
    jacaranda(wx + ww / 2 + 40, 1130, 1.2, rng) +
    `<rect x="${wx}" y="0" width="${ww}" height="${floorY}" fill="${C.ivory}" opacity="0.35"/>` +
    "</g>" +
    `<path d="${archPath}" fill="none" stroke="${C.slate}" stroke-width="18"/>` +
    `<path d="M${wx + ww / 2} ${380 - ww / 2} V${floorY - 40} M${wx} 640 H${wx + ww} M${wx} 900 H${wx + ww}" stroke="${C.slate}" stroke-width="10"/>` +
    `<rect x="${wx - 30}" y="${floorY - 48}" width="${ww + 60}" height="20" fill="${mix(C.cream, C.amber, 0.2)}"/>`
  // Light pool from the window, projected down and to the left.
  xml +=
    `<path d="M${wx} ${floorY} L${wx + ww} ${floorY} L${wx + 200} ${H} L${wx - 700} ${H}Z" fill="${C.ivory}" opacity="0.45" filter="url(#blur-m)"/>` +
    `<path d="M${wx} 300 L${wx} ${floorY} L700 ${floorY} L980 560Z" fill="${C.ivory}" opacity="0.18" filter="url(#blur-l)"/>`

  // Round rug anchoring the rail.
  xml +=
    `<ellipse cx="700" cy="1330" rx="620" ry="120" fill="${mix(C.lilac, C.cream, 0.55)}"/>` +
    `<ellipse cx="700" cy="1330" rx="560" ry="100" fill="none" stroke="${C.ivory}" stroke-width="6" opacity="0.6"/>`

  // Clothing rail with garments in the brand palette.
  const railY = 330
  xml +=
    contactShadow(700, 1270, 480, 22, 0.28) +
    `<path d="M240 1260 V${railY} H1160 V1260" stroke="${C.ink}" stroke-width="14" fill="none" stroke-linejoin="round"/>` +
    `<path d="M200 1262 H290 M1110 1262 H1200" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/>`
  const items = [
    ["coat", mix(C.amber, C.terracotta, 0.2)],
    ["shirt", C.ivory],
    ["dress", C.jacaranda],
    ["knit", mix(C.sage, C.cream, 0.35)],
    ["shirt", C.sky],
    ["coat", C.slate],
    ["dress", C.terracotta],
    ["knit", C.gold],
  ]
  items.forEach(([kind, color], i) => {
    xml += garment(d, 340 + i * 106, railY, kind, color)
  })

  // Leaning arched floor mirror reflecting the window.
  const mirrorGlass = d.linear(
    "bq-mirror",
    [
      [0, mix(C.sky, C.ivory, 0.7)],
      [0.6, mix(C.lilac, C.ivory, 0.75)],
      [1, mix(C.cream, C.amber, 0.2)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  const mirror = "M1230 1250 V520 A110 110 0 0 1 1450 520 V1250Z"
  xml +=
    `<g transform="rotate(-3 1340 1250)">` +
    `<path d="M1200 1260 V500 A140 140 0 0 1 1480 500 V1260Z" fill="${C.ink}" opacity="0.25" filter="url(#blur-m)" transform="translate(30 10)"/>` +
    `<path d="M1212 1260 V510 A128 128 0 0 1 1468 510 V1260Z" fill="${C.gold}"/>` +
    `<path d="${mirror}" fill="${mirrorGlass}"/>` +
    `<path d="M1270 1000 L1420 560 M1300 1150 L1440 760" stroke="${C.ivory}" stroke-width="26" opacity="0.5"/>` +
    `<path d="M1212 1260 V510 A128 128 0 0 1 1340 382" stroke="${C.ivory}" stroke-width="5" fill="none" opacity="0.4"/>` +
    "</g>"

  // Shopping bags at the foot of the rail.
  const bag = (x, y, w, h, color, handle) =>
    contactShadow(x + w / 2 + 10, y, w * 0.6, 12, 0.3) +
    `<path d="M${x + w * 0.25} ${y - h} Q${x + w * 0.5} ${y - h - w * 0.55} ${x + w * 0.75} ${y - h}" stroke="${handle}" stroke-width="8" fill="none"/>` +
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${color}"/>` +
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${shadeRight(d)}"/>` +
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h * 0.08}" fill="${C.ink}" opacity="0.08"/>`
  xml += bag(960, 1400, 180, 220, C.terracotta, C.cream) + bag(1120, 1420, 140, 170, C.cream, C.terracotta)

  // Fiddle-leaf fig in the corner and a pouf with folded knits.
  xml += fiddleLeaf(d, 110, 1300, 900, rng, mix(C.cream, C.amber, 0.3))
  xml +=
    contactShadow(1690, 1340, 170, 22, 0.3) +
    `<path d="M1540 1240 Q1540 1200 1690 1200 Q1840 1200 1840 1240 V1320 Q1840 1350 1690 1350 Q1540 1350 1540 1320Z" fill="${mix(C.sage, C.cream, 0.4)}"/>` +
    `<path d="M1540 1240 Q1540 1200 1690 1200 Q1840 1200 1840 1240 V1320 Q1840 1350 1690 1350 Q1540 1350 1540 1320Z" fill="${shadeRight(d)}"/>` +
    `<rect x="1600" y="1160" width="180" height="46" rx="12" fill="${C.lilac}"/>` +
    `<rect x="1612" y="1124" width="160" height="40" rx="12" fill="${C.ivory}"/>` +
    `<rect x="1624" y="1092" width="140" height="36" rx="12" fill="${C.gold}"/>`

  // Globe pendant to tie the ceiling in.
  xml +=
    `<line x1="820" y1="0" x2="820" y2="140" stroke="${C.ink}" stroke-width="3"/>` +
    glow(d, 820, 190, 200, C.gold, 0.4) +
    `<circle cx="820" cy="190" r="56" fill="${C.ivory}"/><circle cx="808" cy="176" r="20" fill="${C.ivory}"/>` +
    `<circle cx="820" cy="190" r="56" fill="${shadeRight(d)}"/>`

  return { name: "fashion-boutique.jpg", width: W, height: H, svg: document(W, H, d, xml, { vignette: 0.3 }) }
}

/** Still life on plinths with the hard shadow of a window across the wall. */
function productsScene() {
  const W = 2000
  const H = 1500
  const d = createDefs()
  const rng = prng(3141)

  const shadeWall = mix(mix(C.terracotta, C.cream, 0.62), C.slate, 0.12)
  const litWall = mix(C.cream, C.gold, 0.25)
  let xml = `<rect width="${W}" height="${H}" fill="${shadeWall}"/>`
  // Sun patch shaped by a four-pane window, skewed as if it enters low from the left.
  const skew = "matrix(1 0 -0.45 1 0 0)"
  let panes = ""
  for (const [px, py] of [
    [700, 80],
    [1060, 80],
    [700, 470],
    [1060, 470],
  ])
    panes += `<rect x="${px + 180}" y="${py}" width="330" height="360"/>`
  xml += `<g transform="${skew}" fill="${litWall}">${panes}</g>`
  // Leaf shadows from a plant outside the window break the geometry up.
  let leafShadow = ""
  for (let i = 0; i < 16; i += 1)
    leafShadow += leaf(
      1160 + rng.range(-120, 160),
      520 + rng.range(-80, 200),
      rng.range(90, 170),
      60,
      rng.range(-70, 70),
      shadeWall,
    )
  xml += `<g opacity="0.75">${leafShadow}</g>`

  // Surface the plinths stand on.
  const ledge = d.linear("pr-ledge", [
    [0, mix(C.cream, C.amber, 0.2)],
    [1, mix(C.terracotta, C.cream, 0.5)],
  ])
  xml += `<rect x="0" y="1220" width="${W}" height="${H - 1220}" fill="${ledge}"/>`
  xml += `<rect x="0" y="1220" width="${W}" height="16" fill="${C.ivory}" opacity="0.4"/>`

  // Plinths: a long low block and a tall cylinder, lit from the left.
  const block = (x, y, w, h, depth, color) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shadeRight(d)}" opacity="0.6"/>` +
    `<path d="M${x} ${y} L${x + depth} ${y - depth * 0.45} H${x + w + depth} L${x + w} ${y}Z" fill="${mix(color, C.ivory, 0.45)}"/>` +
    `<path d="M${x + w} ${y} L${x + w + depth} ${y - depth * 0.45} V${y + h - depth * 0.45} L${x + w} ${y + h}Z" fill="${mix(color, C.ink, 0.2)}"/>`
  xml += contactShadow(1000, 1300, 700, 30, 0.3) + block(260, 1000, 1000, 300, 80, mix(C.cream, C.amber, 0.2))
  const cyl = d.linear(
    "pr-cyl",
    [
      [0, mix(C.cream, C.ivory, 0.4)],
      [0.4, mix(C.cream, C.terracotta, 0.15)],
      [1, mix(C.terracotta, C.ink, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  xml +=
    contactShadow(1580, 1320, 260, 24, 0.35) +
    `<path d="M1380 860 V1300 A200 40 0 0 0 1780 1300 V860Z" fill="${cyl}"/>` +
    `<ellipse cx="1580" cy="860" rx="200" ry="40" fill="${mix(C.cream, C.ivory, 0.5)}"/>`

  // Object silhouettes, reused for their hard cast shadows.
  const vasePath =
    "M440 640 C440 690 470 700 380 780 C320 840 330 960 400 1000 H560 C630 960 640 840 580 780 C490 700 520 690 520 640Z"
  const bottlePath =
    "M740 990 C690 990 690 900 720 860 C740 830 745 800 745 760 H775 C775 800 780 830 800 860 C830 900 830 990 780 990Z"
  const jarPath =
    "M960 848 Q960 830 978 830 H1082 Q1100 830 1100 848 V982 Q1100 1000 1082 1000 H978 Q960 1000 960 982Z"
  const dropperPath =
    "M1532 860 Q1510 860 1510 838 V682 Q1510 660 1532 660 H1545 V620 H1552 V570 Q1570 530 1588 570 V620 H1595 V660 H1608 Q1630 660 1630 682 V838 Q1630 860 1608 860Z"
  // Sun from low front-left: shadows fall up and right onto the wall behind.
  // x' = x - k(y - base), y' = base + s(y - base): a skew anchored at the base.
  const castShadow = (dPath, base, k = 0.55, sy = 0.82) =>
    `<path d="${dPath}" fill="${C.ink}" opacity="0.17" transform="matrix(1 0 ${-k} ${sy} ${n(k * base)} ${n(base * (1 - sy))})"/>`
  xml +=
    castShadow(vasePath, 1000) +
    castShadow(bottlePath, 990) +
    castShadow(jarPath, 1000) +
    castShadow(dropperPath, 860)

  // Tall speckled vase holding dried eucalyptus.
  const glaze = d.radial(
    "pr-glaze",
    [
      [0, C.ivory],
      [0.6, mix(C.cream, C.amber, 0.2)],
      [1, mix(C.cream, C.terracotta, 0.35)],
    ],
    { cx: 0.35, cy: 0.35, r: 0.75 },
  )
  // Eucalyptus sprig first so the vase neck covers the stems.
  const stems = [
    [-20, -330, -190, -560],
    [10, -360, 120, -620],
    [0, -340, -40, -700],
    [20, -320, 200, -480],
  ]
  for (const [c1x, c1y, ex, ey] of stems) {
    const sx = 480
    const sy = 700
    xml += `<path d="M${sx} ${sy} Q${sx + c1x} ${sy + c1y + 300} ${sx + ex} ${sy + ey + 300}" stroke="${mix(GREENS.eucalyptus, C.terracotta, 0.3)}" stroke-width="5" fill="none"/>`
    for (let t = 0.15; t <= 1; t += 0.11) {
      const bx = (1 - t) * (1 - t) * sx + 2 * (1 - t) * t * (sx + c1x) + t * t * (sx + ex)
      const by = (1 - t) * (1 - t) * sy + 2 * (1 - t) * t * (sy + c1y + 300) + t * t * (sy + ey + 300)
      const r = 20 - t * 8
      xml +=
        `<ellipse cx="${n(bx - r)}" cy="${n(by)}" rx="${n(r)}" ry="${n(r * 0.85)}" fill="${GREENS.eucalyptus}"/>` +
        `<ellipse cx="${n(bx + r)}" cy="${n(by - 6)}" rx="${n(r)}" ry="${n(r * 0.85)}" fill="${mix(GREENS.eucalyptus, C.slate, 0.2)}"/>`
    }
  }
  d.raw("pr-vase", `<clipPath id="pr-vase"><path d="${vasePath}"/></clipPath>`)
  xml += `<path d="${vasePath}" fill="${glaze}"/><g clip-path="url(#pr-vase)">`
  for (let i = 0; i < 90; i += 1) {
    const sx = rng.range(330, 630)
    const sy = rng.range(660, 1000)
    xml += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rng.range(1.5, 3.5))}" fill="${C.slate}" opacity="0.4"/>`
  }
  xml +=
    `<rect x="320" y="640" width="330" height="360" fill="${shadeRight(d)}" opacity="0.5"/></g>` +
    `<ellipse cx="480" cy="640" rx="40" ry="10" fill="${mix(C.cream, C.terracotta, 0.3)}"/>`

  // Sage bottle vase.
  const sageGlaze = d.linear(
    "pr-sage",
    [
      [0, mix(GREENS.light, C.cream, 0.3)],
      [0.45, GREENS.light],
      [1, GREENS.deep],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  xml +=
    `<path d="${bottlePath}" fill="${sageGlaze}"/>` +
    `<ellipse cx="760" cy="760" rx="18" ry="5" fill="${GREENS.deep}"/>`

  // Candle in an amber glass jar.
  const amberGlass = d.linear(
    "pr-amber",
    [
      [0, mix(C.amber, C.gold, 0.5)],
      [0.5, C.amber],
      [1, mix(C.terracotta, C.ink, 0.35)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  xml +=
    glow(d, 1030, 780, 130, C.gold, 0.6) +
    `<rect x="960" y="830" width="140" height="170" rx="18" fill="${amberGlass}"/>` +
    `<ellipse cx="1030" cy="836" rx="66" ry="14" fill="${mix(C.cream, C.gold, 0.4)}"/>` +
    `<line x1="1030" y1="836" x2="1030" y2="816" stroke="${C.ink}" stroke-width="4"/>` +
    `<path d="M1030 770 C1046 796 1046 810 1030 818 C1014 810 1014 796 1030 770Z" fill="${C.gold}"/>` +
    `<path d="M1030 790 C1036 802 1036 810 1030 814 C1024 810 1024 802 1030 790Z" fill="${C.ivory}"/>` +
    `<rect x="975" y="880" width="110" height="70" rx="4" fill="${C.cream}" opacity="0.8"/>` +
    `<rect x="972" y="846" width="12" height="140" rx="6" fill="${C.ivory}" opacity="0.35"/>`

  // Small ceramic bowl and a river stone.
  xml +=
    `<path d="M1120 960 Q1180 1010 1240 960Z" fill="${C.ivory}"/><path d="M1120 960 Q1180 1010 1240 960Z" fill="${shadeRight(d)}"/>` +
    `<ellipse cx="1180" cy="960" rx="60" ry="10" fill="${mix(C.terracotta, C.cream, 0.5)}"/>` +
    `<ellipse cx="640" cy="990" rx="40" ry="16" fill="${C.slate}"/><ellipse cx="630" cy="984" rx="20" ry="5" fill="${C.ivory}" opacity="0.2"/>`

  // Skincare dropper bottle on the tall plinth.
  xml +=
    `<rect x="1510" y="660" width="120" height="200" rx="22" fill="${amberGlass}"/>` +
    `<rect x="1526" y="672" width="14" height="170" rx="7" fill="${C.ivory}" opacity="0.35"/>` +
    `<rect x="1526" y="730" width="88" height="80" rx="6" fill="${C.cream}"/>` +
    `<rect x="1540" y="750" width="60" height="6" rx="3" fill="${C.terracotta}" opacity="0.7"/>` +
    `<rect x="1545" y="620" width="50" height="44" rx="6" fill="${C.ink}"/>` +
    `<path d="M1552 620 V570 Q1570 530 1588 570 V620Z" fill="${C.slate}"/>` +
    `<rect x="1640" y="800" width="70" height="60" rx="10" fill="${C.ivory}"/>` +
    `<rect x="1640" y="800" width="70" height="60" rx="10" fill="${shadeRight(d)}"/>` +
    `<rect x="1636" y="784" width="78" height="22" rx="6" fill="${mix(C.gold, C.amber, 0.5)}"/>`

  return {
    name: "artisan-products.jpg",
    width: W,
    height: H,
    svg: document(W, H, d, xml, { vignette: 0.32, warmth: 0.04 }),
  }
}

/** Stylised seated person; no facial detail, just shape and colour. */
function seatedPerson(x, seatY) {
  const hair = C.ink
  const top = mix(C.amber, C.gold, 0.3)
  const pants = mix(C.slate, C.sky, 0.15)
  return (
    `<path d="M${x - 40} ${seatY - 10} L${x - 120} ${seatY + 10} L${x - 150} ${seatY + 230} L${x - 110} ${seatY + 236} L${x - 90} ${seatY + 60} L${x + 60} ${seatY + 40}Z" fill="${pants}"/>` +
    `<path d="M${x - 30} ${seatY} L${x - 230} ${seatY + 20} L${x - 250} ${seatY + 240} L${x - 206} ${seatY + 240} L${x - 190} ${seatY + 70} L${x + 70} ${seatY + 50}Z" fill="${mix(pants, C.ink, 0.2)}"/>` +
    `<path d="M${x - 260} ${seatY + 236} h70 q10 20 -10 24 h-66Z M${x - 160} ${seatY + 232} h66 q10 20 -10 24 h-62Z" fill="${C.ivory}"/>` +
    `<path d="M${x - 80} ${seatY + 20} C${x - 100} ${seatY - 120} ${x - 80} ${seatY - 230} ${x - 10} ${seatY - 250} H${x + 30} C${x + 100} ${seatY - 230} ${x + 110} ${seatY - 120} ${x + 90} ${seatY + 30}Z" fill="${top}"/>` +
    `<path d="M${x + 20} ${seatY - 250} C${x + 100} ${seatY - 230} ${x + 110} ${seatY - 120} ${x + 90} ${seatY + 30} L${x + 40} ${seatY + 30}Z" fill="${C.ink}" opacity="0.1"/>` +
    `<rect x="${x - 12}" y="${seatY - 290}" width="36" height="50" rx="14" fill="${SKIN}"/>` +
    `<path d="M${x - 70} ${seatY - 210} C${x - 130} ${seatY - 150} ${x - 160} ${seatY - 100} ${x - 170} ${seatY - 190}" stroke="${top}" stroke-width="46" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${x - 174}" cy="${seatY - 214}" r="24" fill="${SKIN}"/>` +
    `<path d="M${x + 70} ${seatY - 200} C${x + 90} ${seatY - 110} ${x + 40} ${seatY - 60} ${x - 20} ${seatY - 40}" stroke="${mix(top, C.ink, 0.1)}" stroke-width="44" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${x - 30}" cy="${seatY - 40}" r="22" fill="${SKIN}"/>` +
    `<ellipse cx="${x + 4}" cy="${seatY - 350}" rx="62" ry="72" fill="${SKIN}"/>` +
    `<path d="M${x - 62} ${seatY - 340} C${x - 80} ${seatY - 440} ${x + 70} ${seatY - 460} ${x + 70} ${seatY - 350} C${x + 90} ${seatY - 300} ${x + 80} ${seatY - 260} ${x + 60} ${seatY - 250} C${x + 56} ${seatY - 320} ${x + 30} ${seatY - 380} ${x - 20} ${seatY - 380} C${x - 40} ${seatY - 370} ${x - 56} ${seatY - 360} ${x - 62} ${seatY - 340}Z" fill="${hair}"/>` +
    `<circle cx="${x + 24}" cy="${seatY - 430}" r="34" fill="${hair}"/>`
  )
}

/** Creator's living-room set: ring light, phone, couch and neon circle. */
function creatorScene() {
  const W = 2000
  const H = 1500
  const d = createDefs()
  const rng = prng(909)
  const floorY = 1160

  const wall = d.linear(
    "cr-wall",
    [
      [0, mix(C.lilac, C.cream, 0.55)],
      [1, mix(C.lilac, C.terracotta, 0.25)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  let xml = `<rect width="${W}" height="${H}" fill="${wall}"/>`
  const floor = d.linear("cr-floor", [
    [0, mix(WOOD.mid, C.cream, 0.3)],
    [1, WOOD.mid],
  ])
  xml += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`
  for (let i = 0; i < 8; i += 1)
    xml += `<line x1="0" y1="${floorY + 20 + i * i * 6}" x2="${W}" y2="${floorY + 20 + i * i * 6}" stroke="${WOOD.dark}" stroke-opacity="0.15" stroke-width="3"/>`
  xml += `<rect x="0" y="${floorY - 24}" width="${W}" height="24" fill="${mix(C.cream, C.ivory, 0.3)}"/>`

  // Neon circle: blurred bloom plus a crisp tube with a hot core.
  xml +=
    `<circle cx="1300" cy="480" r="270" fill="none" stroke="${C.terracotta}" stroke-width="90" opacity="0.35" filter="url(#blur-l)"/>` +
    `<circle cx="1300" cy="480" r="270" fill="none" stroke="${C.amber}" stroke-width="30" opacity="0.6" filter="url(#blur-s)"/>` +
    `<circle cx="1300" cy="480" r="270" fill="none" stroke="${C.gold}" stroke-width="14"/>` +
    `<circle cx="1300" cy="480" r="270" fill="none" stroke="${C.ivory}" stroke-width="5"/>` +
    `<circle cx="1300" cy="480" r="250" fill="${C.gold}" opacity="0.12" filter="url(#blur-l)"/>`

  // Shelf with books (plain spines) and a small plant, top left.
  xml += `<rect x="160" y="360" width="420" height="18" rx="4" fill="${WOOD.mid}"/>`
  const spines = [C.terracotta, C.slate, C.gold, C.sage, C.jacaranda, C.ivory]
  spines.forEach((c, i) => {
    const h = 110 + ((i * 37) % 50)
    xml += `<rect x="${190 + i * 34}" y="${360 - h}" width="30" height="${h}" rx="3" fill="${c}"/>`
  })
  xml +=
    `<rect x="396" y="270" width="30" height="92" rx="3" fill="${C.amber}" transform="rotate(12 426 362)"/>` +
    bushyPlant(d, 510, 360, 0.55, rng, { potColor: C.ivory, leaves: 12 })

  // Couch in deep eucalyptus green with cushions.
  const couch = mix(GREENS.deep, C.slate, 0.2)
  const couchLight = mix(GREENS.mid, C.cream, 0.15)
  xml +=
    contactShadow(1280, 1180, 520, 26, 0.35) +
    `<rect x="800" y="700" width="960" height="300" rx="60" fill="${couch}"/>` +
    `<rect x="800" y="700" width="960" height="40" rx="20" fill="${C.ivory}" opacity="0.08"/>` +
    `<rect x="780" y="920" width="1000" height="180" rx="40" fill="${couchLight}"/>` +
    `<rect x="740" y="820" width="120" height="290" rx="50" fill="${couch}"/>` +
    `<rect x="1700" y="820" width="120" height="290" rx="50" fill="${couch}"/>` +
    `<rect x="800" y="1100" width="30" height="50" fill="${WOOD.dark}"/><rect x="1730" y="1100" width="30" height="50" fill="${WOOD.dark}"/>` +
    `<rect x="900" y="760" width="210" height="190" rx="40" fill="${C.gold}" transform="rotate(-10 1005 855)"/>` +
    `<rect x="1480" y="770" width="200" height="180" rx="40" fill="${C.ivory}" transform="rotate(8 1580 860)"/>` +
    `<rect x="1560" y="810" width="150" height="140" rx="36" fill="${C.terracotta}" transform="rotate(14 1635 880)"/>`

  xml += seatedPerson(1300, 950)

  // Coffee table with an open laptop showing a grid of thumbnails.
  xml +=
    contactShadow(1180, 1330, 360, 22, 0.35) +
    `<rect x="860" y="1180" width="620" height="28" rx="12" fill="${WOOD.light}"/>` +
    `<rect x="900" y="1208" width="20" height="120" fill="${WOOD.dark}"/><rect x="1420" y="1208" width="20" height="120" fill="${WOOD.dark}"/>`
  const thumbs = [
    C.terracotta,
    C.gold,
    C.lilac,
    GREENS.light,
    C.sky,
    C.amber,
    C.jacaranda,
    C.cream,
    C.terracotta,
  ]
  let grid = ""
  thumbs.forEach((c, i) => {
    grid += `<rect x="${1170 + (i % 3) * 58}" y="${1000 + Math.floor(i / 3) * 50}" width="52" height="44" rx="4" fill="${c}"/>`
  })
  xml +=
    `<path d="M1150 1180 L1130 980 H1360 L1350 1180Z" fill="${C.slate}"/>` +
    `<rect x="1160" y="992" width="184" height="160" fill="${C.ink}"/>` +
    grid +
    glow(d, 1250, 1080, 200, C.sky, 0.25, "cr-screen-glow") +
    `<path d="M1100 1184 H1400 L1390 1170 H1110Z" fill="${STEEL.mid}"/>` +
    latteCup(d, 980, 1180, 0.3, C.terracotta)

  // Snake plant on the right.
  xml += snakePlant(d, 1900, 1200, 1.25, rng, C.ivory)

  // Ring light on a tripod in the foreground, phone mounted in the middle.
  const ringX = 450
  const ringY = 560
  xml +=
    `<path d="M${ringX} ${ringY} L1100 500 L1100 1000Z" fill="${C.ivory}" opacity="0.14" filter="url(#blur-l)"/>` +
    lightStand(ringX, ringY + 200, 1420, 150) +
    `<rect x="${ringX - 8}" y="${ringY}" width="16" height="200" fill="${C.ink}"/>` +
    `<circle cx="${ringX}" cy="${ringY}" r="210" fill="none" stroke="${C.ivory}" stroke-width="80" opacity="0.5" filter="url(#blur-m)"/>` +
    `<circle cx="${ringX}" cy="${ringY}" r="210" fill="none" stroke="${C.slate}" stroke-width="56"/>` +
    `<circle cx="${ringX}" cy="${ringY}" r="210" fill="none" stroke="${C.ivory}" stroke-width="36"/>` +
    `<circle cx="${ringX}" cy="${ringY}" r="210" fill="none" stroke="${C.cream}" stroke-width="8" opacity="0.8"/>` +
    `<rect x="${ringX - 6}" y="${ringY - 180}" width="12" height="160" fill="${C.ink}"/>` +
    `<rect x="${ringX - 60}" y="${ringY - 110}" width="120" height="220" rx="20" fill="${C.ink}"/>` +
    `<rect x="${ringX - 50}" y="${ringY - 98}" width="100" height="196" rx="12" fill="${mix(C.lilac, C.terracotta, 0.3)}"/>` +
    `<circle cx="${ringX}" cy="${ringY - 10}" r="20" fill="${SKIN}"/>` +
    `<path d="M${ringX - 36} ${ringY + 98} Q${ringX} ${ringY + 10} ${ringX + 36} ${ringY + 98}Z" fill="${C.gold}"/>` +
    `<circle cx="${ringX - 24}" cy="${ringY + 76}" r="7" fill="${C.terracotta}"/>` +
    `<rect x="${ringX - 68}" y="${ringY - 30}" width="14" height="60" rx="4" fill="${C.slate}"/><rect x="${ringX + 54}" y="${ringY - 30}" width="14" height="60" rx="4" fill="${C.slate}"/>`

  return { name: "content-creator.jpg", width: W, height: H, svg: document(W, H, d, xml, { vignette: 0.32 }) }
}

/** Cinema camera in a slider rig, field monitor, LED panel and an edit timeline. */
function videoScene() {
  const W = 2000
  const H = 1500
  const d = createDefs()
  const rng = prng(2468)
  const floorY = 1120

  const bg = d.radial(
    "vid-bg",
    [
      [0, mix(C.slate, C.jacaranda, 0.25)],
      [0.7, C.slate],
      [1, C.ink],
    ],
    { cx: 0.55, cy: 0.35, r: 0.8 },
  )
  let xml = `<rect width="${W}" height="${H}" fill="${bg}"/>`
  // Paper backdrop sweep catching a warm wash.
  xml +=
    `<path d="M900 0 H1900 V900 Q1900 ${floorY} 2100 ${floorY} H700 Q900 ${floorY} 900 900Z" fill="${mix(C.terracotta, C.slate, 0.55)}" opacity="0.55"/>` +
    glow(d, 1350, 520, 560, C.amber, 0.35, "vid-backdrop-glow")
  const floor = d.linear("vid-floor", [
    [0, mix(C.slate, C.ink, 0.1)],
    [1, C.ink],
  ])
  xml += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`

  // LED panel on a stand, left, beaming into the set.
  xml +=
    `<path d="M330 400 L1300 300 L1500 1000 L330 700Z" fill="${C.cream}" opacity="0.1" filter="url(#blur-l)"/>` +
    lightStand(260, 640, floorY + 40, 120) +
    glow(d, 330, 420, 380, C.ivory, 0.45, "vid-led-glow") +
    `<g transform="rotate(-8 300 430)"><rect x="140" y="290" width="320" height="270" rx="18" fill="${C.ink}"/>` +
    `<rect x="158" y="308" width="284" height="234" rx="8" fill="${C.ivory}"/>`
  for (let r = 0; r < 9; r += 1) {
    for (let c = 0; c < 11; c += 1)
      xml += `<circle cx="${176 + c * 25}" cy="${324 + r * 25}" r="7" fill="${C.cream}"/>`
  }
  xml +=
    `<path d="M140 290 L100 250 M460 290 L500 250 M140 560 L100 600 M460 560 L500 600" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/>` +
    "</g>" +
    `<rect x="248" y="560" width="24" height="90" fill="${C.ink}"/>`

  // Field monitor on a stand showing the shot: hills, river, sun.
  xml +=
    lightStand(1600, 660, floorY + 30, 120) +
    `<rect x="1586" y="620" width="28" height="60" fill="${C.ink}"/>` +
    glow(d, 1600, 480, 300, C.sky, 0.22, "vid-monitor-glow") +
    `<rect x="1380" y="330" width="440" height="300" rx="18" fill="${C.ink}"/>` +
    miniLandscape(d, 1402, 352, 396, 236, "vid-shot", {
      sky: C.sky,
      sun: C.gold,
      hills: [mix(C.jacaranda, C.lilac, 0.4), GREENS.mid],
    }) +
    `<path d="M1402 520 Q1600 500 1798 540 V560 Q1600 520 1402 545Z" fill="${mix(C.sky, C.ivory, 0.4)}" opacity="0.7"/>` +
    `<rect x="1402" y="352" width="396" height="236" fill="none" stroke="${C.ivory}" stroke-width="2" opacity="0.35" stroke-dasharray="0"/>` +
    `<path d="M1534 352 V588 M1666 352 V588 M1402 431 H1798 M1402 509 H1798" stroke="${C.ivory}" stroke-width="1.5" opacity="0.35"/>` +
    `<rect x="1380" y="300" width="440" height="40" rx="10" fill="${C.slate}"/>` +
    `<path d="M1380 330 L1340 270 M1820 330 L1860 270" stroke="${C.ink}" stroke-width="10"/>`

  // Slider rail on two short stands, camera riding on the carriage.
  xml += contactShadow(960, floorY + 20, 520, 22, 0.45)
  for (const lx of [560, 1360]) {
    xml +=
      `<line x1="${lx}" y1="900" x2="${lx - 90}" y2="${floorY + 10}" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>` +
      `<line x1="${lx}" y1="900" x2="${lx + 90}" y2="${floorY + 10}" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>` +
      `<line x1="${lx}" y1="900" x2="${lx + 10}" y2="${floorY + 30}" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>`
  }
  xml +=
    `<rect x="500" y="880" width="920" height="30" rx="10" fill="${STEEL.dark}"/>` +
    `<rect x="500" y="880" width="920" height="8" rx="4" fill="${C.ivory}" opacity="0.35"/>` +
    `<rect x="480" y="866" width="50" height="58" rx="8" fill="${C.ink}"/><rect x="1390" y="866" width="50" height="58" rx="8" fill="${C.ink}"/>` +
    `<rect x="820" y="850" width="200" height="40" rx="8" fill="${C.amber}"/>` +
    `<rect x="900" y="810" width="40" height="44" fill="${C.ink}"/>`
  // Cinema camera body, lens with gear rings, matte box and top handle.
  const body = d.linear("vid-cam", [
    [0, mix(C.slate, C.ivory, 0.15)],
    [1, C.ink],
  ])
  xml +=
    `<rect x="760" y="560" width="300" height="250" rx="18" fill="${body}"/>` +
    `<rect x="760" y="560" width="300" height="14" rx="7" fill="${C.ivory}" opacity="0.18"/>` +
    `<rect x="1000" y="600" width="50" height="170" rx="8" fill="${C.ink}"/>` +
    `<rect x="780" y="620" width="90" height="60" rx="6" fill="${C.ink}"/>` +
    `<circle cx="830" cy="740" r="24" fill="${C.ink}"/><circle cx="830" cy="740" r="10" fill="${C.terracotta}"/>` +
    `<path d="M790 560 V500 H1000 V560" stroke="${C.ink}" stroke-width="22" fill="none" stroke-linejoin="round"/>` +
    `<rect x="560" y="620" width="200" height="130" rx="10" fill="${C.slate}"/>`
  for (let i = 0; i < 14; i += 1)
    xml += `<rect x="${566 + i * 13}" y="612" width="6" height="146" fill="${C.ink}"/>`
  xml +=
    `<rect x="640" y="612" width="10" height="146" fill="${C.amber}"/>` +
    `<circle cx="690" cy="790" r="32" fill="${C.ink}"/><circle cx="690" cy="790" r="18" fill="${STEEL.dark}"/>` +
    `<path d="M560 610 L400 540 V830 L560 760Z" fill="${C.ink}"/>` +
    `<path d="M400 540 L340 510 M400 830 L340 860" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M420 570 L420 800" stroke="${C.slate}" stroke-width="10"/>` +
    `<ellipse cx="540" cy="685" rx="14" ry="60" fill="${mix(C.jacaranda, C.ink, 0.3)}"/>` +
    `<ellipse cx="536" cy="665" rx="5" ry="18" fill="${C.sky}" opacity="0.6"/>` +
    // Small onboard monitor and a tally light.
    `<rect x="980" y="440" width="150" height="100" rx="10" fill="${C.ink}"/>` +
    miniLandscape(d, 990, 450, 130, 80, "vid-onboard", {
      sky: C.sky,
      hills: [mix(C.jacaranda, C.lilac, 0.4), GREENS.mid],
    }) +
    `<rect x="1040" y="540" width="12" height="30" fill="${C.ink}"/>` +
    `<circle cx="1040" cy="590" r="10" fill="${C.terracotta}"/>` +
    glow(d, 1040, 590, 40, C.terracotta, 0.8)

  // Clapperboard with calibration-colour sticks and a blank slate face.
  const sticks = [C.ivory, C.terracotta, C.gold, C.sage, C.sky, C.jacaranda, C.ivory]
  let stripe = ""
  sticks.forEach((c, i) => {
    stripe += `<path d="M${i * 44} 0 L${i * 44 + 44} 0 L${i * 44 + 24} 40 L${i * 44 - 20} 40Z" fill="${c}"/>`
  })
  d.raw("vid-clap", '<clipPath id="vid-clap"><rect width="300" height="40"/></clipPath>')
  xml +=
    `<g transform="translate(1480 1060) rotate(-6)">` +
    contactShadow(160, 250, 180, 14, 0.4) +
    `<rect x="0" y="50" width="300" height="200" rx="6" fill="${C.ink}"/>` +
    `<path d="M20 110 H280 M20 160 H280 M20 210 H280 M150 110 V160" stroke="${C.ivory}" stroke-width="3" opacity="0.5"/>` +
    `<rect x="0" y="44" width="300" height="8" fill="${C.slate}"/>` +
    `<g transform="translate(0 44) rotate(-18)"><g transform="translate(0 -40)"><rect width="300" height="40" fill="${C.ink}"/><g clip-path="url(#vid-clap)">${stripe}</g></g></g>` +
    "</g>"

  // Edit timeline strip along the bottom: video clips, audio waveform, playhead.
  xml +=
    `<rect x="60" y="1250" width="1340" height="210" rx="22" fill="${C.ink}" opacity="0.92"/>` +
    `<rect x="60" y="1250" width="1340" height="210" rx="22" fill="none" stroke="${C.slate}" stroke-width="4"/>`
  const tracks = [
    { y: 1280, h: 52, colors: [C.amber, C.terracotta, C.lilac, C.sky, C.gold, GREENS.light] },
    { y: 1344, h: 40, colors: [C.jacaranda, C.sky, C.terracotta, C.amber] },
  ]
  for (const track of tracks) {
    let tx = 90
    let i = 0
    while (tx < 1360) {
      const w = Math.min(rng.range(120, 260), 1370 - tx)
      const col = track.colors[i % track.colors.length]
      xml +=
        `<rect x="${n(tx)}" y="${track.y}" width="${n(w - 8)}" height="${track.h}" rx="8" fill="${col}"/>` +
        `<rect x="${n(tx)}" y="${track.y}" width="${n(Math.min(60, w - 8))}" height="${track.h}" rx="8" fill="${C.ivory}" opacity="0.25"/>`
      tx += w
      i += 1
    }
  }
  for (let wx = 94; wx < 1360; wx += 9) {
    const amp = 8 + Math.abs(Math.sin(wx / 37) * Math.cos(wx / 91)) * 26 * rng.range(0.6, 1)
    xml += `<rect x="${wx}" y="${n(1420 - amp)}" width="5" height="${n(amp * 2)}" rx="2.5" fill="${GREENS.bright}" opacity="0.75"/>`
  }
  xml +=
    `<line x1="820" y1="1262" x2="820" y2="1450" stroke="${C.ivory}" stroke-width="4"/>` +
    `<path d="M806 1256 H834 L820 1276Z" fill="${C.gold}"/>`

  return {
    name: "brand-videography.jpg",
    width: W,
    height: H,
    svg: document(W, H, d, xml, { vignette: 0.45, warmth: 0.04 }),
  }
}

// ---------------------------------------------------------------------------
// Render
// ---------------------------------------------------------------------------

const SCENES = [heroScene, cafeScene, diningScene, boutiqueScene, productsScene, creatorScene, videoScene]

async function render({ name, width, height, svg }) {
  const out = path.join(OUT_DIR, name)
  const info = await sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height)
    .flatten({ background: C.ivory })
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toFile(out)
  const kb = (info.size / 1024).toFixed(0)
  console.log(`wrote ${path.relative(ROOT, out)}  ${info.width}x${info.height}  ${kb} KB`)
}

await mkdir(OUT_DIR, { recursive: true })
for (const scene of SCENES) {
  await render(scene())
}
