import type { NotificationSound } from '#contracts/notification_kinds'

/**
 * Alert sounds (SPEC.md §7: a new message, a new contact), synthesised with WebAudio: no files.
 * Browsers keep an AudioContext suspended until the person interacts with the page, so the
 * context is created and resumed on the first click or key press (`unlockAudioOnFirstGesture`);
 * before that, a sound is skipped. Every failure is only logged (SPEC.md §8).
 */

let context: AudioContext | null = null

/** Creates and resumes the tab's AudioContext inside the first user gesture, once. */
export function unlockAudioOnFirstGesture(): () => void {
  const remove = () => {
    window.removeEventListener('pointerdown', unlock, true)
    window.removeEventListener('keydown', unlock, true)
  }
  function unlock() {
    remove()
    try {
      context ??= new window.AudioContext()
      context.resume().catch((error: unknown) => console.warn('alert sound: no audio', error))
    } catch (error) {
      console.warn('alert sound: no audio', error)
    }
  }
  window.addEventListener('pointerdown', unlock, true)
  window.addEventListener('keydown', unlock, true)
  return remove
}

/** Two tones each: a message falls (880 → 660 Hz), a new contact rises (660 → 990 Hz). */
const TONES: Record<NotificationSound, [number, number]> = {
  message: [880, 660],
  contact: [660, 990],
}

/** Plays a sound if audio was unlocked; never throws. */
export function playAlertSound(sound: NotificationSound): void {
  const ctx = context
  if (!ctx) return
  if (ctx.state === 'running') return playTones(ctx, sound)
  // Unlocked once, then suspended by the browser (a tab in the background, an audio device
  // change): resuming needs no new gesture, so the alert is not lost to it.
  ctx
    .resume()
    .then(() => {
      if (ctx.state === 'running') playTones(ctx, sound)
    })
    .catch((error: unknown) => console.warn('alert sound: no audio', error))
}

function playTones(ctx: AudioContext, sound: NotificationSound): void {
  try {
    const start = ctx.currentTime
    TONES[sound].forEach((frequency, index) => {
      const oscillator = ctx.createOscillator()
      const gain = ctx.createGain()
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      const at = start + index * 0.16
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14)
      oscillator.connect(gain).connect(ctx.destination)
      oscillator.start(at)
      oscillator.stop(at + 0.15)
    })
  } catch (error) {
    console.warn('alert sound: not played', error)
  }
}
