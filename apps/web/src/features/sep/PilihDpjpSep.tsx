import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Dokter, dokterApi } from '@rawat/domain';
import { useEffect } from 'react';
import { useMasterAktif } from '../../api/master.ts';

/**
 * The SEP's DPJP (dpjpLayan), which BPJS lets a correction change: the clinic's active doctors
 * that have a BPJS DPJP code, the one the SEP names chosen first. `value` is a doctor's uid.
 */
export function PilihDpjpSep({
  poliUid,
  kodeDpjp,
  value,
  onChange,
  onAwal,
  galat,
}: {
  poliUid: string | null;
  /** The DPJP code the SEP names now. */
  kodeDpjp: string | null;
  value: string;
  onChange: (uid: string) => void;
  /** Told once the doctor the SEP names now is known (the form's starting value). */
  onAwal: (uid: string) => void;
  galat?: string | undefined;
}) {
  const dokter = useMasterAktif<Dokter>(dokterApi, { poli: poliUid ?? undefined });
  const pilihan = (dokter.data ?? []).filter((d) => d.kode_dpjp_bpjs);
  const sekarang = pilihan.find((d) => d.kode_dpjp_bpjs === kodeDpjp)?.uid;
  useEffect(() => {
    if (sekarang) onAwal(sekarang);
  }, [sekarang, onAwal]);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="DPJP layan"
      value={pilihan.some((d) => d.uid === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(galat)}
      helperText={galat ?? 'Dokter poli ini yang memiliki kode DPJP BPJS'}
      disabled={dokter.isLoading}
    >
      {pilihan.map((d) => (
        <MenuItem key={d.uid} value={d.uid}>
          {d.nama_lengkap} — {d.kode_dpjp_bpjs}
        </MenuItem>
      ))}
    </TextField>
  );
}
