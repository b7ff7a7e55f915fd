import * as React from "react"
import * as RadixTooltip from "@radix-ui/react-tooltip"

type TooltipProps = {
  label: string
  /** A single focusable element (button, link) or an element that can take a ref. */
  children: React.ReactElement
  side: RadixTooltip.TooltipContentProps["side"]
}

/** A hint on hover and keyboard focus; timing comes from the provider in Dialog, where tooltips live. */
export function Tooltip({ label, children, side }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className="z-[60] rounded-md bg-ink px-3 py-1.5 text-sm font-medium text-cream shadow-lg"
        >
          {label}
          <RadixTooltip.Arrow className="fill-ink" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
