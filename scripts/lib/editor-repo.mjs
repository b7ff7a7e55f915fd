// The local editor's own git repository, holding only content/: decap-server's git mode keeps each
// unpublished save on its own branch and "Publish" merges it into main. Git mode checks branches out
// and commits with `git add .`, so it must never run in the checkout gatsby develop watches nor where a
// developer's uncommitted work lives; what is published is copied back into the checkout's content/.
import { execFile } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs"
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
  const fresh = !existsSync(join(repo, ".git"))
  if (fresh) {
    mkdirSync(repo, { recursive: true })
    await git(repo, ["init", "--quiet", `--initial-branch=${PUBLISHED_BRANCH}`])
    // Commits must work on a machine with no git identity and whatever signing its user set up.
    await git(repo, ["config", "user.name", "Local editor"])
    await git(repo, ["config", "user.email", "editor@localhost"])
    await git(repo, ["config", "commit.gpgsign", "false"])
  } else {
    // A start after a stop in the middle of a save finds that save half-written on its branch; the
    // editor was told it failed, so it is dropped.
    await git(repo, ["checkout", "--quiet", "--force", PUBLISHED_BRANCH])
  }
  rmSync(join(repo, "content"), { recursive: true, force: true })
  cpSync(join(checkout, "content"), join(repo, "content"), { recursive: true })
  await git(repo, ["add", "--all", "content"])
  const changed = await text(repo, ["status", "--porcelain"])
  if (changed)
    await git(repo, [
      "commit",
      "--quiet",
      "--no-verify",
      "-m",
      "The checkout's content, as npm start found it",
    ])
  return text(repo, ["rev-parse", PUBLISHED_BRANCH])
}

/** A file's bytes at a commit, or null where it does not exist there. */
async function fileAt(repo, commit, path) {
  try {
    return await git(repo, ["show", `${commit}:${path}`])
  } catch {
    return null
  }
}

const currentBytes = (file) => (existsSync(file) ? readFileSync(file) : null)
const same = (a, b) => (a === null || b === null ? a === b : a.equals(b))

/**
 * Copies what main gained from `from` to `to` into the checkout. A file the checkout changed by hand
 * since (it matches neither side) is left as it is and reported, so nobody's work is overwritten.
 * Resolves with `{ copied, kept }`, paths relative to the checkout.
 */
export async function copyPublished(repo, checkout, from, to) {
  const listed = await text(repo, ["diff", "--name-only", "--no-renames", from, to, "--", "content"])
  const copied = []
  const kept = []
  for (const path of listed.split("\n").filter(Boolean)) {
    const [before, after] = await Promise.all([fileAt(repo, from, path), fileAt(repo, to, path)])
    const file = join(checkout, path)
    const now = currentBytes(file)
    if (same(now, after)) continue
    if (!same(now, before)) {
      kept.push(path)
      continue
    }
    if (after === null) unlinkSync(file)
    else {
      // Whole or not at all: gatsby develop watches content/ and would read a file half-written.
      // The draft sits in the editor's repository, on the same disk, so the rename is atomic.
      const draft = join(repo, ".git", "published-file")
      writeFileSync(draft, after)
      mkdirSync(dirname(file), { recursive: true })
      renameSync(draft, file)
    }
    copied.push(path)
  }
  return { copied, kept }
}

/**
 * Watches main in `repo` (four times a second: a ref read, whatever branch the proxy has checked out) and
 * copies each publish into the checkout, telling `report` what it copied and what it kept. Returns a
 * function that stops watching.
 */
export function followPublished(repo, checkout, start, report, everyMs = 250) {
  let last = start
  let busy = false
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
