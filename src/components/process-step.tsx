import { Clock } from "lucide-react"
import { fill } from "../lib/format"

type ProcessStepProps = {
  step: { title: string; description: string; duration: string }
  number: number
  /** e.g. "Step {number}", read before the title by screen readers. */
  stepLabel: string
}

/** One step of How We Work; the editor's preview shows it too. */
export function ProcessStep({ step, number, stepLabel }: ProcessStepProps) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
      <span
        className="flex h-12 w-12 items-center justify-center rounded-full bg-sun text-xl font-extrabold text-ink"
        aria-hidden="true"
      >
        {number}
      </span>
      <h3 className="mt-5 text-xl font-bold">
        <span className="sr-only">{fill(stepLabel, { number })}: </span>
        {step.title}
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{step.description}</p>
      <p className="mt-5 inline-flex items-center gap-2 font-semibold text-sun-text">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {step.duration}
      </p>
    </li>
  )
}
