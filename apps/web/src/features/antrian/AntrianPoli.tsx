import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  antrianPoliApi,
  type JenisPoliAntrian,
  LABEL_STATUS_ANTRIAN,
  STATUS_ANTRIAN,
  type StatusAntrian,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { usePagedList } from '../../api/query.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { usePoliAktif } from '../pendaftaran/pendaftaran.api.ts';
import { useJumlahAntrian } from './antrian.api.ts';
import { kolomAntrian } from './antrian.columns.tsx';

export interface AntrianPoliProps {
  jenis: JenisPoliAntrian;
  judul: string;
  keterangan: string;
  /** A list to look at (Pasien Terdaftar, Antrian IGD): no calls, no status buttons. */
  bacaSaja?: boolean;
  /** The chip selected when the page opens. */
  statusAwal?: StatusAntrian;
  /** Buttons beside the title (the IGD's fast registration). */
  aksi?: ReactNode;
}

const KUNCI_POLI = 'rawat.antrian.poli';

function poliTersimpan(jenis: JenisPoliAntrian): string {
  try {
    return localStorage.getItem(`${KUNCI_POLI}.${jenis}`) ?? '';
  } catch {
    return '';
  }
}

/**
 * The queue of one kind of clinic on one day (/list-antrian-klinik, /list-igd, /list-hd and their
 * read-only siblings): status chips with counts, the table refreshed every 20 s. The server puts
 * the user's own patients and clinic first, then clinic by clinic (docs/antrian.md).
 */
export function AntrianPoli({
  jenis,
  judul,
  keterangan,
  bacaSaja = false,
  statusAwal,
  aksi,
}: AntrianPoliProps) {
  const [tanggal, setTanggal] = useState<string | undefined>(toJakartaIsoDate(new Date()));
  const [poli, setPoliState] = useState(() => poliTersimpan(jenis));
  const [status, setStatus] = useState<StatusAntrian | ''>(statusAwal ?? '');
  const polis = usePoliAktif();
  const pilihan = useMemo(() => (polis.data ?? []).filter((p) => p.jenis === jenis), [polis.data, jenis]);
  // A remembered clinic that no longer exists (or another kind's) is ignored.
  const poliAktif = pilihan.some((p) => p.uid === poli) ? poli : '';
  const filter = { tanggal, poli: poliAktif || undefined };
  const list = usePagedList(
    antrianPoliApi[jenis].daftar,
    { ...filter, status: status || undefined },
    { polling: true, enabled: !polis.isLoading },
  );
  const jumlah = useJumlahAntrian(
    jenis,
    { ...filter, search: list.search.trim() || undefined },
    !polis.isLoading,
  );
  const kolom = useMemo(() => kolomAntrian({ bacaSaja }), [bacaSaja]);

  const setPoli = (uid: string) => {
    setPoliState(uid);
    try {
      localStorage.setItem(`${KUNCI_POLI}.${jenis}`, uid);
    } catch {
      // Private mode: the choice just is not remembered.
    }
    list.setPage(0);
  };
  const semua = jumlah.data
    ? STATUS_ANTRIAN.filter((s) => s !== 'BATAL').reduce((n, s) => n + (jumlah.data?.[s] ?? 0), 0)
    : undefined;

  return (
    // Dense rows: 15 or more patients on a 1280×900 screen (issue 17).
    <Box
      sx={{
        '& .MuiTableCell-sizeSmall': { px: 1 },
        '& .MuiTableBody-root .MuiTableCell-sizeSmall': { py: 0.375 },
      }}
    >
      <HalamanJudul judul={judul} keterangan={keterangan} aksi={aksi} />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(a) => a.uid}
        emptyText="Tidak ada antrian untuk filter ini"
        toolbar={
          <>
            {pilihan.length > 1 || jenis === 'RAWAT_JALAN' ? (
              <TextField
                select
                size="small"
                label="Poli"
                value={poliAktif}
                onChange={(e) => setPoli(e.target.value)}
                sx={{ flex: '0 1 260px', minWidth: 220 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                id="antrian-poli"
              >
                <MenuItem value="">Semua poli</MenuItem>
                {pilihan.map((p) => (
                  <MenuItem key={p.uid} value={p.uid}>
                    {p.nama}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Box sx={{ flex: '0 1 200px' }}>
              <DateInput
                label="Tanggal"
                value={tanggal}
                onChange={(v) => {
                  setTanggal(v);
                  list.setPage(0);
                }}
                noMax
                size="small"
              />
            </Box>
            <Box sx={{ flex: '1 1 240px', maxWidth: 380 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama, No. RM atau nomor antrian…"
                fullWidth
              />
            </Box>
            <Box
              role="tablist"
              aria-label="Status antrian"
              sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', width: '100%' }}
            >
              {(['', ...STATUS_ANTRIAN] as const).map((s) => {
                const n = s ? jumlah.data?.[s] : semua;
                const label = s ? LABEL_STATUS_ANTRIAN[s] : 'Semua';
                return (
                  <Chip
                    key={s || 'semua'}
                    size="small"
                    role="tab"
                    aria-selected={status === s}
                    label={n === undefined ? label : `${label} (${n})`}
                    color={status === s ? 'primary' : 'default'}
                    variant={status === s ? 'filled' : 'outlined'}
                    onClick={() => {
                      setStatus(s);
                      list.setPage(0);
                    }}
                  />
                );
              })}
            </Box>
          </>
        }
      />
    </Box>
  );
}
