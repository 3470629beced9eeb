import type {
  BatalUnitInput,
  EkspertiseInput,
  HasilLabInput,
  JenisOrder,
  JumlahWorklist,
  KoreksiEkspertiseInput,
  KoreksiLabInput,
  LaborDetail,
  RadiologiDetail,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../api/client.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';

/** The list endpoint of each unit. */
export const PATH_UNIT: Record<JenisOrder, string> = { LABOR: '/labor', RADIOLOGI: '/radiologi' };

export interface FilterWorklist {
  tanggal?: string;
  poli?: string;
  penjamin?: string;
  cito?: 'true';
  search?: string;
}

/** Orders per status for the chips, refreshed with the list (20 s polling). */
export function useJumlahWorklist(jenis: JenisOrder, filter: FilterWorklist) {
  return useQuery({
    queryKey: [PATH_UNIT[jenis], 'jumlah', filter],
    queryFn: () =>
      http.get<{ respon: JumlahWorklist }>(`${PATH_UNIT[jenis]}/jumlah`, { ...filter }).then((r) => r.respon),
    refetchInterval: POLLING_MS,
  });
}

const kunciDetail = (jenis: JenisOrder, uid: string) => [PATH_UNIT[jenis], 'detail', uid] as const;

/** One order of a unit, refreshed every 20 s while open (another desk may move it). */
export function useLaborDetail(uid: string | undefined) {
  return useQuery({
    queryKey: kunciDetail('LABOR', uid ?? ''),
    queryFn: () => http.get<{ respon: LaborDetail }>(`/labor/${uid}`).then((r) => r.respon),
    enabled: Boolean(uid),
    staleTime: 0,
    refetchInterval: POLLING_MS,
  });
}

export function useRadiologiDetail(uid: string | undefined) {
  return useQuery({
    queryKey: kunciDetail('RADIOLOGI', uid ?? ''),
    queryFn: () => http.get<{ respon: RadiologiDetail }>(`/radiologi/${uid}`).then((r) => r.respon),
    enabled: Boolean(uid),
    staleTime: 0,
    refetchInterval: POLLING_MS,
  });
}

/** After a step: the detail takes the answer, every list of the unit is refetched. */
function setelah<T>(jenis: JenisOrder, uid: string) {
  return (data: T) => {
    queryClient.setQueryData(kunciDetail(jenis, uid), data);
    void queryClient.invalidateQueries({ queryKey: [PATH_UNIT[jenis]], refetchType: 'active' });
    // The doctor's chart shows the order's status too.
    void queryClient.invalidateQueries({ queryKey: ['pelayanan'] });
  };
}

/** A step of the lab (sampel, proses, validasi, koreksi, batal) or the results. */
export function useLangkahLabor(uid: string) {
  return useMutation({
    mutationFn: ({
      aksi,
      body,
    }: {
      aksi: 'sampel' | 'proses' | 'validasi' | 'batal' | 'koreksi';
      body?: object;
    }) => http.post<{ respon: LaborDetail }>(`/labor/${uid}/${aksi}`, body ?? {}).then((r) => r.respon),
    onSuccess: setelah<LaborDetail>('LABOR', uid),
  });
}

export function useSimpanHasilLab(uid: string) {
  return useMutation({
    mutationFn: (input: HasilLabInput) =>
      http.put<{ respon: LaborDetail }>(`/labor/${uid}/hasil`, input).then((r) => r.respon),
    onSuccess: setelah<LaborDetail>('LABOR', uid),
  });
}

export type KoreksiLab = KoreksiLabInput;
export type BatalUnit = BatalUnitInput;

export function useLangkahRadiologi(uid: string) {
  return useMutation({
    mutationFn: ({ aksi, body }: { aksi: 'periksa' | 'validasi' | 'batal' | 'koreksi'; body?: object }) =>
      http.post<{ respon: RadiologiDetail }>(`/radiologi/${uid}/${aksi}`, body ?? {}).then((r) => r.respon),
    onSuccess: setelah<RadiologiDetail>('RADIOLOGI', uid),
  });
}

export function useSimpanEkspertise(uid: string) {
  return useMutation({
    mutationFn: (input: EkspertiseInput) =>
      http.put<{ respon: RadiologiDetail }>(`/radiologi/${uid}/ekspertise`, input).then((r) => r.respon),
    onSuccess: setelah<RadiologiDetail>('RADIOLOGI', uid),
  });
}

export type KoreksiEkspertise = KoreksiEkspertiseInput;

/** Uploads one file with progress (0..1). */
export function useUnggahBerkas(uid: string) {
  return useMutation({
    mutationFn: ({ berkas, onProgress }: { berkas: File; onProgress: (f: number) => void }) => {
      const form = new FormData();
      form.append('berkas', berkas, berkas.name);
      return http
        .upload<{ respon: RadiologiDetail }>(`/radiologi/${uid}/berkas`, form, onProgress)
        .then((r) => r.respon);
    },
    onSuccess: setelah<RadiologiDetail>('RADIOLOGI', uid),
  });
}

export const urlLabelLab = (uid: string) => `${API_BASE.main}/labor/${uid}/label.pdf`;
export const urlHasilLab = (uid: string) => `${API_BASE.main}/labor/${uid}/hasil.pdf`;
export const urlHasilRadiologi = (uid: string) => `${API_BASE.main}/radiologi/${uid}/hasil.pdf`;
export const urlBerkas = (uid: string, berkasUid: string) =>
  `${API_BASE.main}/radiologi/${uid}/berkas/${berkasUid}`;
