import { Check } from "lucide-react"

export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`${className} space-y-2`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-0.5 h-5 w-5 flex-none text-sun-text" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
