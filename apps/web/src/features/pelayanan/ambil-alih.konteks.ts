import { createContext, useCallback, useContext } from 'react';
import { ApiError } from '../../api/client.ts';

/** The server's refusal of a doctor's write on another doctor's patient (docs/pelayanan.md). */
export const KODE_PERLU_AMBIL_ALIH = 'pelayanan.perlu_ambil_alih';

export interface KonteksAmbilAlih {
  /** Opens the take-over dialog; resolves true once the patient was taken over. */
  minta: () => Promise<boolean>;
}

/** Provided by AmbilAlihProvider (ambil-alih.tsx) around every chart screen. */
export const KonteksAmbilAlih = createContext<KonteksAmbilAlih | null>(null);

export type DenganAmbilAlih = <T>(tulis: () => Promise<T>) => Promise<T>;

/**
 * A chart write that, refused because the patient is another doctor's, asks the doctor to take
 * the patient over and then sends the same write again. Outside a chart it is the write itself.
 */
export function useDenganAmbilAlih(): DenganAmbilAlih {
  const k = useContext(KonteksAmbilAlih);
  return useCallback(
    async <T>(tulis: () => Promise<T>): Promise<T> => {
      try {
        return await tulis();
      } catch (err) {
        if (!(k && err instanceof ApiError && err.code === KODE_PERLU_AMBIL_ALIH)) throw err;
        if (!(await k.minta())) throw err;
        return tulis();
      }
    },
    [k],
  );
}
