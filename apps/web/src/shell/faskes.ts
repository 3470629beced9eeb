import { faskesApi } from '@rawat/domain';
import { useEffect, useState } from 'react';
import { panggil } from '../api/kontrak.ts';

/** Shown until the facility profile in use has loaded, and on a fresh installation without one. */
export const NAMA_FASKES_DEFAULT = 'Rawat SIMRS';

// One request per page load: the login view and the drawer header share it.
let nama: string | null = null;
let janji: Promise<string> | null = null;

function muatNamaFaskes(): Promise<string> {
  janji ??= panggil(faskesApi.aktif)
    .then((r) => r.respon?.nama ?? NAMA_FASKES_DEFAULT)
    // The name is a courtesy: without the server the default stays.
    .catch(() => NAMA_FASKES_DEFAULT)
    .then((n) => {
      nama = n;
      return n;
    });
  return janji;
}

/** The name of the facility profile in use (/admin-faskes), for the login view and the drawer. */
export function useNamaFaskes(): string {
  const [n, setN] = useState(nama ?? NAMA_FASKES_DEFAULT);
  useEffect(() => {
    let aktif = true;
    void muatNamaFaskes().then((hasil) => {
      if (aktif) setN(hasil);
    });
    return () => {
      aktif = false;
    };
  }, []);
  return n;
}
