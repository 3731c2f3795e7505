/**
 * A short two-tone buzz, made with Web Audio so no sound file has to load first (SPEC §5: the
 * pointless Six in a Row on a 6:0 "also plays a sound"). Silent where audio is unavailable.
 */
export function playBuzz(): void {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.gain.value = 0.15;
    gain.connect(audio.destination);
    [220, 165].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      tone.type = 'square';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.15);
      tone.stop(audio.currentTime + (i + 1) * 0.15);
    });
    setTimeout(() => void audio.close(), 500);
  } catch {
    // No audio here; the message on screen says it all.
  }
}

function playNotes(notes: readonly [frequency: number, seconds: number][], type: OscillatorType): void {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.gain.value = 0.12;
    gain.connect(audio.destination);
    let at = audio.currentTime;
    for (const [frequency, seconds] of notes) {
      const tone = audio.createOscillator();
      tone.type = type;
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(at);
      tone.stop(at + seconds);
      at += seconds;
    }
    setTimeout(() => void audio.close(), (at - audio.currentTime) * 1000 + 200);
  } catch {
    // No audio here (or no user gesture yet): the dialog says it all.
  }
}

/** SPEC §4: the sound of a new bounty (a rising call). */
export const playBountyStarted = () =>
  playNotes(
    [
      [392, 0.12],
      [523, 0.12],
      [659, 0.12],
      [784, 0.3],
    ],
    'triangle',
  );

/** SPEC §4: the sound of a collected bounty (coins). */
export const playBountyCollected = () =>
  playNotes(
    [
      [988, 0.08],
      [1319, 0.08],
      [988, 0.08],
      [1319, 0.25],
    ],
    'square',
  );
