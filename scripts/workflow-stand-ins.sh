#!/usr/bin/env bash
# What the workflows' steps call outside the repository, for the sequences in scripts/test-workflows.mjs,
# linked as gh, wrangler, supabase, curl, npm, node and jq. GitHub's answers come from the files in
# $GITHUB_STATE (head, passed, deployed); what is published and migrated is added there, each line with
# how many CI runs had passed by then.
cd "$GITHUB_STATE"
case "${0##*/} $*" in
  "gh api repos/"*/commits/main\ *) tail -n 1 head ;;
  *check-runs*) [[ $* =~ commits/([0-9a-f]+)/ ]] && grep -qx "${BASH_REMATCH[1]}" passed && echo true || echo false ;;
  *deployments\ -f\ ref=*) echo "${4#ref=}" >>deployed ;;
  *deployments\?*) tail -n 1 deployed ;;
  "wrangler "*) echo "$BRANCH $COMMIT $(wc -l <passed)" >>published ;;
  "supabase db push") echo "$GITHUB_SHA $(wc -l <passed)" >>migrated ;;
  "curl "*) echo "content-security-policy: default-src 'self'" ;;
esac
