import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DiagnosisKode, ProsedurKode } from '@rawat/domain';
import { useState } from 'react';
import { CariKodeIcd, type KodeIcd } from '../../pelayanan/medis/CariKodeIcd.tsx';

const kosong = (teks: string, kolom: number) => (
  <TableRow>
    <TableCell colSpan={kolom}>
      <Typography variant="body2" color="text.secondary">
        {teks}
      </Typography>
    </TableCell>
  </TableRow>
);

/** The doctor's codes, read-only: what the chart says, never changed here. */
export function KodeDokter({
  diagnosis,
  prosedur,
}: {
  diagnosis: DiagnosisKode[];
  prosedur: ProsedurKode[];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Table size="small" aria-label="Diagnosis dokter">
        <TableHead>
          <TableRow>
            <TableCell>Diagnosis (ICD-10)</TableCell>
            <TableCell width={100}>Jenis</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {diagnosis.length
            ? diagnosis.map((d) => (
                <TableRow key={d.kode}>
                  <TableCell>
                    <b>{d.kode}</b> {d.nama}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={d.jenis === 'UTAMA' ? 'Utama' : 'Sekunder'} />
                  </TableCell>
                </TableRow>
              ))
            : kosong('Dokter belum mengisi diagnosis', 2)}
        </TableBody>
      </Table>
      <Table size="small" aria-label="Prosedur dokter">
        <TableHead>
          <TableRow>
            <TableCell>Prosedur (ICD-9-CM)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prosedur.length
            ? prosedur.map((p) => (
                <TableRow key={p.kode}>
                  <TableCell>
                    <b>{p.kode}</b> {p.nama}
                  </TableCell>
                </TableRow>
              ))
            : kosong('Tidak ada prosedur', 1)}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The coder's set being edited: choose the primary, remove, add from the catalogue. */
export function KodeKoder({
  diagnosis,
  prosedur,
  onDiagnosis,
  onProsedur,
}: {
  diagnosis: DiagnosisKode[];
  prosedur: ProsedurKode[];
  onDiagnosis: (d: DiagnosisKode[]) => void;
  onProsedur: (p: ProsedurKode[]) => void;
}) {
  const [pilihDx, setPilihDx] = useState<KodeIcd | null>(null);
  const [pilihPx, setPilihPx] = useState<KodeIcd | null>(null);
  const tambahDx = (o: KodeIcd | null) => {
    setPilihDx(o);
    if (!o || diagnosis.some((d) => d.kode === o.kode)) return;
    const jenis = diagnosis.some((d) => d.jenis === 'UTAMA') ? 'SEKUNDER' : 'UTAMA';
    onDiagnosis([...diagnosis, { kode: o.kode, nama: o.judul, jenis }]);
    setPilihDx(null);
  };
  const tambahPx = (o: KodeIcd | null) => {
    setPilihPx(o);
    if (!o || prosedur.some((p) => p.kode === o.kode)) return;
    onProsedur([...prosedur, { kode: o.kode, nama: o.judul }]);
    setPilihPx(null);
  };
  const jadikanUtama = (kode: string) =>
    onDiagnosis(diagnosis.map((d) => ({ ...d, jenis: d.kode === kode ? 'UTAMA' : 'SEKUNDER' })));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Table size="small" aria-label="Diagnosis koder">
        <TableHead>
          <TableRow>
            <TableCell>Diagnosis (ICD-10)</TableCell>
            <TableCell width={70} align="center">
              Utama
            </TableCell>
            <TableCell width={48} />
          </TableRow>
        </TableHead>
        <TableBody>
          {diagnosis.length
            ? diagnosis.map((d) => (
                <TableRow key={d.kode}>
                  <TableCell>
                    <b>{d.kode}</b> {d.nama}
                  </TableCell>
                  <TableCell align="center">
                    <Radio
                      size="small"
                      checked={d.jenis === 'UTAMA'}
                      onChange={() => jadikanUtama(d.kode)}
                      slotProps={{ input: { 'aria-label': `Jadikan ${d.kode} diagnosis utama` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Tooltip title="Hapus">
                      <IconButton
                        size="small"
                        aria-label={`Hapus ${d.kode}`}
                        onClick={() => onDiagnosis(diagnosis.filter((x) => x.kode !== d.kode))}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))
            : kosong('Tambahkan minimal satu diagnosis', 3)}
        </TableBody>
      </Table>
      <CariKodeIcd katalog="icd10" label="Tambah diagnosis ICD-10" value={pilihDx} onChange={tambahDx} />
      <Table size="small" aria-label="Prosedur koder">
        <TableHead>
          <TableRow>
            <TableCell>Prosedur (ICD-9-CM)</TableCell>
            <TableCell width={48} />
          </TableRow>
        </TableHead>
        <TableBody>
          {prosedur.length
            ? prosedur.map((p) => (
                <TableRow key={p.kode}>
                  <TableCell>
                    <b>{p.kode}</b> {p.nama}
                  </TableCell>
                  <TableCell>
                    <Tooltip title="Hapus">
                      <IconButton
                        size="small"
                        aria-label={`Hapus ${p.kode}`}
                        onClick={() => onProsedur(prosedur.filter((x) => x.kode !== p.kode))}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))
            : kosong('Tidak ada prosedur', 2)}
        </TableBody>
      </Table>
      <CariKodeIcd katalog="icd9" label="Tambah prosedur ICD-9-CM" value={pilihPx} onChange={tambahPx} />
    </Box>
  );
}
