import {
  Camera,
  Compass,
  Heart,
  MapPin,
  Package,
  PenTool,
  Share2,
  Target,
  Video,
  type LucideIcon,
} from "lucide-react"

const ICONS: Record<Queries.IconName, LucideIcon> = {
  camera: Camera,
  penTool: PenTool,
  share: Share2,
  mapPin: MapPin,
  package: Package,
  video: Video,
  target: Target,
  heart: Heart,
  compass: Compass,
}

/** A decorative icon chosen by name in content; the text next to it carries the meaning. */
export function Icon({ name }: { name: Queries.IconName }) {
  const Glyph = ICONS[name]
  return <Glyph className="h-6 w-6" aria-hidden="true" focusable="false" />
}
