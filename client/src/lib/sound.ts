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
