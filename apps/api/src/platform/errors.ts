/** An error a person at the screen should read: stable code, HTTP status, Indonesian message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
export const unauthorized = (message = 'Sesi login tidak valid atau telah berakhir', code = 'EXPIRED') =>
  new AppError(401, code, message);
/** 401 for a request that carries no session at all: the person has not logged in. */
export const belumLogin = () => unauthorized('Silakan login terlebih dahulu', 'BELUM_LOGIN');
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini') =>
  new AppError(403, 'AKSES_DITOLAK', message);
/** 404 with the module's namespaced code: `notFound('Resep', 'resep.tidak_ditemukan')`. */
export const notFound = (what: string, code = 'TIDAK_DITEMUKAN') =>
  new AppError(404, code, `${what} tidak ditemukan`);
export const conflict = (code: string, message: string, errors?: { path: string; message: string }[]) =>
  new AppError(409, code, message, errors);
export const tooManyRequests = (message: string) => new AppError(429, 'TERLALU_BANYAK_PERCOBAAN', message);
