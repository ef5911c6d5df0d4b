#!/usr/bin/env node
/**
 * Runs lanes of npm scripts side by side, each lane's scripts one after the other, and fails when any
 * lane fails. Eslint, prettier and codegen each use one core: on a two-core CI machine two lanes finish
 * in about the time of the longer one instead of the sum of both.
 *
 *   node scripts/run-lanes.mjs "typecheck,test:codegen" "test:format,lint"
 *
 * Each lane's output is kept and printed whole when the lane ends, so two tools never interleave lines.
 */
import { spawn } from 'node:child_process'

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean))
if (lanes.length === 0) {
  console.error('usage: run-lanes.mjs "script,script" "script" …')
  process.exit(2)
}

function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

async function runLane(scripts) {
  for (const script of scripts) {
    const started = Date.now()
    const { code, output } = await runScript(script)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    process.stdout.write(`\n> ${script} (${seconds} s, exit ${code})\n${output}`)
    if (code !== 0) return false
  }
  return true
}

const results = await Promise.all(lanes.map(runLane))
// exitCode, not exit(): stdout to a pipe is written asynchronously, and exiting at once would cut off the
// end of a long lane's output (the test summary that says what failed).
process.exitCode = results.every(Boolean) ? 0 : 1
