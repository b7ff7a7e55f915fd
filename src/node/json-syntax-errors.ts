// jsonc-parser names what it expected; editors need to know what to type.
export const SYNTAX_ERRORS: Partial<Record<string, string>> = {
  CommaExpected:
    "a comma is missing before this point (between two entries, usually at the end of the previous line).",
  ColonExpected: 'a colon is missing between a field name and its value, like "title": "Artisan Cafe".',
  PropertyNameExpected:
    "a field name in double quotes should come here. If the previous line ends with a comma after the last field, remove that comma.",
  ValueExpected:
    "a value should come here (text in double quotes, a number, a list or a group). If the previous line ends with a comma after the last entry, remove that comma.",
  CloseBraceExpected: "a closing } is missing, or a comma is missing before this point.",
  CloseBracketExpected: "a closing ] is missing, or a comma is missing before this point.",
  EndOfFileExpected: "the file should end here; there is something after the last closing bracket.",
  UnexpectedEndOfString: "a text value is not closed: it needs a double quote at its end, on the same line.",
  InvalidSymbol: "this is not valid JSON. Text needs double quotes (not single or curly quotes).",
  InvalidCommentToken: "comments are not allowed in content files.",
  UnexpectedEndOfComment: "comments are not allowed in content files.",
  InvalidNumberFormat:
    "this number is not written the JSON way (digits only, a dot for decimals, no leading zeros).",
  UnexpectedEndOfNumber: "this number is not written the JSON way (digits only, a dot for decimals).",
  InvalidEscapeCharacter: 'a backslash must be doubled (\\\\) or start an escape like \\" or \\n.',
  InvalidUnicode: "a \\u escape needs four hexadecimal digits.",
  InvalidCharacter: "text cannot contain a raw line break or tab; write \\n or \\t instead.",
}
