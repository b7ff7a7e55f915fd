import { Fragment, type ReactNode } from "react"

type TemplateTextProps = {
  /** An editor's text with `{name}` placeholders, e.g. "Our {link} explains ...". */
  template: string
  /** What each placeholder becomes: a link inside a sentence the editor wrote. */
  parts: Record<string, ReactNode>
}

/** A content text with elements (a link) in its placeholders; unknown ones stay visible, as in `fill`. */
export function TemplateText({ template, parts }: TemplateTextProps) {
  return (
    <>
      {template.split(/(\{\w+\})/).map((piece, index) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1]
        return name !== undefined && name in parts ? <Fragment key={index}>{parts[name]}</Fragment> : piece
      })}
    </>
  )
}
