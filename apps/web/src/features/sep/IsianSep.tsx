import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { KELAS_RAWAT, type RujukanVclaim } from '@rawat/domain';

/** What the desk types for a SEP (the rest comes from the visit and the referral). */
export interface NilaiSep {
  diag_awal: string;
  kelas_rawat: (typeof KELAS_RAWAT)[number] | '';
  no_telp: string;
  catatan: string;
}
export type KolomSep = keyof NilaiSep;
export const KOLOM_SEP: readonly KolomSep[] = ['diag_awal', 'kelas_rawat', 'no_telp', 'catatan'];
export const NILAI_SEP_KOSONG: NilaiSep = { diag_awal: '', kelas_rawat: '', no_telp: '', catatan: '' };

const kelasDari = (kode: string | undefined): NilaiSep['kelas_rawat'] =>
  KELAS_RAWAT.find((k) => k === kode) ?? '';

/**
 * Fills what is still empty from what BPJS said: the class from the participant's hak kelas, the
 * phone from the patient's record or BPJS's, the first diagnosis from the referral.
 */
export function lengkapiSep(
  n: NilaiSep,
  dari: {
    hakKelas?: string | undefined;
    telepon?: string | null | undefined;
    rujukan?: RujukanVclaim | null;
  },
): NilaiSep {
  return {
    ...n,
    kelas_rawat: n.kelas_rawat || kelasDari(dari.hakKelas),
    no_telp: n.no_telp || (dari.telepon ?? '').replace(/[^\d+]/g, ''),
    diag_awal: dari.rujukan ? dari.rujukan.diagnosa.kode : n.diag_awal,
  };
}

/** The SEP's fields as the body wants them: '' left out, so the server's defaults apply. */
export function isianSepBody(n: NilaiSep) {
  return {
    diag_awal: n.diag_awal,
    no_telp: n.no_telp,
    catatan: n.catatan.trim() || null,
    ...(n.kelas_rawat ? { kelas_rawat: n.kelas_rawat } : {}),
  };
}

/**
 * Diagnosa awal, kelas rawat, telephone and note: four cells of the parent's two-column grid (three
 * without the class, which on an inpatient SEP follows the stay's bed).
 */
export function IsianSep({
  nilai,
  onChange,
  galat,
  hakKelas,
  diagnosaRujukan,
  denganKelas = true,
}: {
  nilai: NilaiSep;
  onChange: (ubah: Partial<NilaiSep>) => void;
  galat: Partial<Record<KolomSep, string>>;
  /** The participant's hak kelas as BPJS words it ("KELAS II"). */
  hakKelas?: string | undefined;
  /** The referral's diagnosis, named under the code while it is the one in the field. */
  diagnosaRujukan?: { kode: string; nama: string } | undefined;
  denganKelas?: boolean;
}) {
  const namaDiagnosa =
    diagnosaRujukan && diagnosaRujukan.kode.toUpperCase() === nilai.diag_awal.trim().toUpperCase()
      ? `${diagnosaRujukan.nama} (dari rujukan)`
      : 'Kode ICD-10, mis. A09 atau J06.9';
  return (
    <>
      <TextField
        label="Diagnosa awal (ICD-10)"
        required
        value={nilai.diag_awal}
        onChange={(e) => onChange({ diag_awal: e.target.value.toUpperCase() })}
        error={Boolean(galat.diag_awal)}
        helperText={galat.diag_awal ?? namaDiagnosa}
        slotProps={{ htmlInput: { maxLength: 8, style: { fontFamily: 'monospace' } } }}
      />
      {denganKelas ? (
        <TextField
          select
          label="Kelas rawat"
          value={nilai.kelas_rawat}
          onChange={(e) => onChange({ kelas_rawat: kelasDari(e.target.value) })}
          error={Boolean(galat.kelas_rawat)}
          helperText={
            galat.kelas_rawat ?? (hakKelas ? `Hak kelas peserta: ${hakKelas}` : 'Hak kelas peserta')
          }
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Sesuai hak kelas</MenuItem>
          {KELAS_RAWAT.map((k) => (
            <MenuItem key={k} value={k}>
              Kelas {k}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label="No. telepon"
        required
        value={nilai.no_telp}
        onChange={(e) => onChange({ no_telp: e.target.value })}
        error={Boolean(galat.no_telp)}
        helperText={galat.no_telp ?? 'Nomor yang dapat dihubungi BPJS'}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 16 } }}
      />
      <TextField
        label="Catatan (opsional)"
        value={nilai.catatan}
        onChange={(e) => onChange({ catatan: e.target.value })}
        error={Boolean(galat.catatan)}
        helperText={galat.catatan ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </>
  );
}
