// The local editor's own git repository, holding only content/: decap-server's git mode keeps each
// unpublished save on its own branch and "Publish" merges it into main. Git mode checks branches out
// and commits with `git add .`, so it must never run in the checkout gatsby develop watches nor where a
// developer's uncommitted work lives; what is published is copied back into the checkout's content/.
import { execFile } from "node:child_process"
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)
const PUBLISHED_BRANCH = "main"

const git = async (repo, args) =>
  (await run("git", args, { cwd: repo, encoding: "buffer", maxBuffer: 256 * 1024 * 1024 })).stdout

const text = async (repo, args) => (await git(repo, args)).toString("utf8").trim()

/**
 * Makes `repo` a repository on main whose content/ is the checkout's (one commit when it was not),
 * keeping the unpublished branches of an earlier start. Resolves with main's commit.
 */
export async function prepareEditorRepo(checkout, repo) {
  if (!existsSync(join(repo, ".git"))) {
    mkdirSync(repo, { recursive: true })
    await git(repo, ["init", "--quiet", `--initial-branch=${PUBLISHED_BRANCH}`])
    // Commits must work on a machine with no git identity and whatever signing its user set up.
    for (const setting of ["user.name=Local editor", "user.email=editor@localhost", "commit.gpgsign=false"])
      await git(repo, ["config", ...setting.split("=")])
  } else {
    // A start after a stop in the middle of a save finds that save half-written on its branch; the
    // editor was told it failed, so it is dropped.
    await git(repo, ["checkout", "--quiet", "--force", PUBLISHED_BRANCH])
  }
  rmSync(join(repo, "content"), { recursive: true, force: true })
  cpSync(join(checkout, "content"), join(repo, "content"), { recursive: true })
  await git(repo, ["add", "--all", "content"])
  if (await text(repo, ["status", "--porcelain"]))
    await git(repo, ["commit", "--quiet", "--no-verify", "-m", "The checkout's content at npm start"])
  return text(repo, ["rev-parse", PUBLISHED_BRANCH])
}

/** A blob's id as `git diff --raw` writes it, or null for a file that does not exist (all zeros). */
const blob = (id) => (/^0+$/.test(id) ? null : id)

/**
 * Copies what main gained from `from` to `to` into the checkout, except a file changed by hand since
 * (it matches neither side): kept, so nobody's work is overwritten. Resolves with `{ copied, kept }`.
 */
export async function copyPublished(repo, checkout, from, to) {
  // One line a file: ":<modes> <blob before> <blob after> <status>\t<path>".
  const listed = await text(repo, ["diff", "--raw", "--no-abbrev", "--no-renames", from, to, "--", "content"])
  const [copied, kept] = [[], []]
  for (const line of listed.split("\n").filter(Boolean)) {
    const [fields, path] = line.split("\t")
    const [before, after] = fields.split(" ").slice(2, 4).map(blob)
    const file = join(checkout, path)
    const now = existsSync(file) ? await text(repo, ["hash-object", "--no-filters", file]) : null
    if (now === after) continue
    if (now !== before) {
      kept.push(path)
      continue
    }
    if (after === null) rmSync(file)
    else {
      // Whole or not at all: gatsby develop watches content/ and would read a file half-written.
      // The draft sits in the editor's repository, on the same disk, so the rename is atomic.
      const draft = join(repo, ".git", "published-file")
      writeFileSync(draft, await git(repo, ["cat-file", "blob", after]))
      mkdirSync(dirname(file), { recursive: true })
      renameSync(draft, file)
    }
    copied.push(path)
  }
  return { copied, kept }
}

/** Copies each publish to main into the checkout, telling `report`; returns a function that stops. */
export function followPublished(repo, checkout, start, report, everyMs = 250) {
  let [last, busy] = [start, false]
  const timer = setInterval(async () => {
    if (busy) return
    busy = true
    try {
      const now = await text(repo, ["rev-parse", PUBLISHED_BRANCH])
      if (now !== last) {
        report(await copyPublished(repo, checkout, last, now))
        last = now
      }
    } catch (error) {
      report({ copied: [], kept: [], error })
    } finally {
      busy = false
    }
  }, everyMs)
  return () => clearInterval(timer)
}
