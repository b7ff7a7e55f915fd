// A plain-text table: the first column left-aligned, the others right-aligned, a rule under the header
// and wherever a row is the string "rule".
export function formatTable(header, rows) {
  const cells = rows.filter((row) => row !== "rule")
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => String(row[column]).length)),
  )
  const rule = widths.map((width) => "-".repeat(width)).join("  ")
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join("  ")
  return [line(header), rule, ...rows.map((row) => (row === "rule" ? rule : line(row)))].join("\n")
}

/** A median with its spread, "185 (150-240)"; a lone run or an unchanging value shows no range. */
export function withSpread(range, digits = 0) {
  if (!range) return "-"
  const show = (value) => value.toFixed(digits)
  return range.min === range.max
    ? show(range.median)
    : `${show(range.median)} (${show(range.min)}-${show(range.max)})`
}
