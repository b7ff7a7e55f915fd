import { Star } from "lucide-react"
import { Tooltip } from "./tooltip"

type StarRatingProps = {
  rating: number
  /** Accessible description, e.g. "Rated 5 out of 5". */
  label: string
}

/** One filled star per rating point; read out as a sentence rather than as separate stars. */
export function StarRating({ rating, label }: StarRatingProps) {
  return (
    <Tooltip label={label} side="top">
      <span role="img" aria-label={label} className="inline-flex gap-0.5">
        {Array.from({ length: rating }, (_, index) => (
          <Star
            key={index}
            className="h-5 w-5 fill-sun text-sun-deep"
            aria-hidden="true"
            data-testid="rating-star"
          />
        ))}
      </span>
    </Tooltip>
  )
}
