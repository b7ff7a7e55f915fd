// The editors' content as the jest tests read it (in the pages' order), so the browser tests expect
// exactly what an editor wrote.
import { content } from "../../__tests__/support/content"

export const { site, services, projects, steps, privacy } = content
