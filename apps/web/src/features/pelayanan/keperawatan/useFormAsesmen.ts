import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Asesmen,
  can,
  DEFINISI_ASESMEN,
  ISI_ASESMEN,
  IZIN_ANTRIAN_POLI,
  type JenisAsesmen,
  type LayananKlinisDto,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { type FieldValues, type Resolver, type UseFormSetError, useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { useSession } from '../../../shell/session.tsx';
import { useToast } from '../../../shell/toast.tsx';
import { useAsesmen, useSimpanAsesmen } from '../pelayanan.api.ts';

/** Why the chart cannot be written now, as the server would refuse it (docs/pelayanan.md). */
export type AlasanHanyaBaca = 'izin' | 'batal' | 'menunggu' | 'final';

export function alasanHanyaBaca(role: string | undefined, l: LayananKlinisDto): AlasanHanyaBaca | null {
  if (!can(role, 'asesmen.keperawatan:write') || !can(role, IZIN_ANTRIAN_POLI[l.poli.jenis])) return 'izin';
  if (l.status === 'BATAL') return 'batal';
  if (l.resume_final) return 'final';
  if (l.antrian?.status === 'WAITING') return 'menunggu';
  return null;
}

/** A saved section left empty (null) keeps the blank one, so the form still asks it. */
function gabung(kosong: FieldValues, isi: Record<string, unknown>): FieldValues {
  const hasil: Record<string, unknown> = { ...kosong };
  for (const [k, v] of Object.entries(isi)) if (v !== null && v !== undefined) hasil[k] = v;
  return hasil;
}

/** Puts the server's `isi.<path>` field errors on the fields; the message to show otherwise. */
function terapkanGalatIsi(err: unknown, setError: UseFormSetError<FieldValues>): string | null {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : 'Terjadi kesalahan.';
  const galatIsi = err.errors.filter((e) => e.path.startsWith('isi.'));
  galatIsi.forEach((e, i) => {
    setError(e.path.slice(4), { type: 'server', message: e.message }, { shouldFocus: i === 0 });
  });
  return galatIsi.length ? null : err.message;
}

/**
 * Where a nursing form's saved assessment comes from and goes to: the layanan's own assessments
 * (useFormAsesmen), or another unit's record on it (an inpatient HD session, features/ranap/hd).
 */
export interface SumberAsesmen {
  /** The saved assessment the form edits (a kind that is one per layanan or per session). */
  tersimpan: Asesmen | null;
  daftar: Asesmen[];
  memuat: boolean;
  simpan: (isi: FieldValues) => Promise<unknown>;
  menyimpan: boolean;
  hanyaBaca: AlasanHanyaBaca | null;
}

/**
 * The form of one nursing assessment kind: checked by the kind's own schema (the one the server
 * uses), loaded with the saved assessment, saved with a toast; a repeatable kind starts blank again.
 */
export function useFormIsiAsesmen(jenis: JenisAsesmen, kosong: FieldValues, sumber: SumberAsesmen) {
  const def = DEFINISI_ASESMEN[jenis];
  const toast = useToast();
  const [galat, setGalat] = useState<string | null>(null);
  const form = useForm<FieldValues>({
    resolver: zodResolver(ISI_ASESMEN[jenis].skema as never) as unknown as Resolver<FieldValues>,
    defaultValues: kosong,
    mode: 'onTouched',
  });
  const { tersimpan } = sumber;
  const versi = tersimpan?.updated_at;
  const { reset } = form;
  // Each newly saved version (first load, or after saving) becomes the form's content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the saved version only
  useEffect(() => {
    if (tersimpan) reset(gabung(kosong, tersimpan.isi));
  }, [versi, reset]);

  const kirim = form.handleSubmit(async (isi) => {
    setGalat(null);
    try {
      await sumber.simpan(isi);
      // The midwife's kind is not a nursing assessment; every other kind keeps the nurses' wording.
      toast.success(jenis === 'KEBIDANAN' ? 'Asesmen kebidanan tersimpan' : 'Asesmen keperawatan tersimpan');
      if (!def.tunggal) reset(kosong);
    } catch (err) {
      setGalat(terapkanGalatIsi(err, form.setError));
    }
  });

  return {
    form,
    kirim,
    galat,
    menyimpan: form.formState.isSubmitting || sumber.menyimpan,
    memuat: sumber.memuat,
    daftar: sumber.daftar,
    tersimpan,
    hanyaBaca: sumber.hanyaBaca,
  };
}

/** The nursing form of a layanan's own assessment kind (the clinic, the IGD, outpatient HD). */
export function useFormAsesmen(layanan: LayananKlinisDto, jenis: JenisAsesmen, kosong: FieldValues) {
  const def = DEFINISI_ASESMEN[jenis];
  const { user } = useSession();
  const daftar = useAsesmen(layanan.uid, jenis);
  const simpan = useSimpanAsesmen(layanan.uid);
  const f = useFormIsiAsesmen(jenis, kosong, {
    tersimpan: def.tunggal ? (daftar.data?.[0] ?? null) : null,
    daftar: daftar.data ?? [],
    memuat: daftar.isLoading,
    simpan: (isi) => simpan.mutateAsync({ jenis, isi }),
    menyimpan: simpan.isPending,
    hanyaBaca: alasanHanyaBaca(user?.role, layanan),
  });
  return { ...f, layanan };
}

export type FormAsesmenState = ReturnType<typeof useFormIsiAsesmen> & { layanan?: LayananKlinisDto };
