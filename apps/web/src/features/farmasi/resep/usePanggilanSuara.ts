import { ejaNomorAntrian, type NomorPanggil } from '@rawat/domain';
import { useEffect, useRef, useState } from 'react';
import { umumkan } from '../../antrian/suara.ts';

/** 'Nomor antrian R nol nol tiga, Budi S., silakan ke loket farmasi'. */
export function kalimatPanggilan(n: Pick<NomorPanggil, 'nomor_antrian' | 'nama'>): string {
  const nama = n.nama ? `, ${n.nama}` : '';
  return `Nomor antrian ${ejaNomorAntrian(n.nomor_antrian)}${nama}, silakan ke loket farmasi`;
}

const jejak = (n: NomorPanggil) => `${n.dipanggil_pada ?? ''}|${n.dipanggil_kali}`;
/** At most this many numbers are read out from one poll (the rest are on screen). */
const MAKS_SEKALI_BACA = 3;

export type KeadaanSuara = 'belum' | 'aktif' | 'mati' | 'tidak-didukung';

const adaSuara = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && Boolean(window.SpeechSynthesisUtterance);

/**
 * Announces each new call of the panel: a number called (or called again) since the last poll,
 * oldest first, in one utterance so a second call does not cut the first. What was on the list
 * when the panel opened is not read out. Returns when the newest call changed, for a highlight.
 */
export function usePanggilanSuara(dipanggil: readonly NomorPanggil[] | undefined) {
  const [suara, setSuara] = useState<KeadaanSuara>(() => (adaSuara() ? 'belum' : 'tidak-didukung'));
  const [berubahPada, setBerubahPada] = useState(0);
  const dikenal = useRef<Map<string, string> | null>(null);

  useEffect(() => {
    if (!dipanggil) return;
    const lama = dikenal.current;
    dikenal.current = new Map(dipanggil.map((n) => [n.uid, jejak(n)]));
    // The first answer is the baseline: nothing is announced for calls made before the panel opened.
    if (!lama) return;
    const baru = dipanggil
      .filter((n) => lama.get(n.uid) !== jejak(n))
      .sort((a, b) => (a.dipanggil_pada ?? '').localeCompare(b.dipanggil_pada ?? ''))
      .slice(-MAKS_SEKALI_BACA);
    if (!baru.length) return;
    setBerubahPada(Date.now());
    if (suara === 'aktif') umumkan(`${baru.map(kalimatPanggilan).join('. ')}.`);
  }, [dipanggil, suara]);

  return {
    suara,
    berubahPada,
    /** The user's click that browsers require before speech; a short sentence proves it works. */
    aktifkan: () => {
      setSuara('aktif');
      umumkan('Suara panggilan antrian farmasi aktif');
    },
    matikan: () => {
      window.speechSynthesis?.cancel();
      setSuara('mati');
    },
  };
}
