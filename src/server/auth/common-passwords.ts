/**
 * The passwords people pick first, from the public top-password lists (NordPass, SplashData,
 * the Have I Been Pwned top list) plus the Brazilian favourites: team names, "senha",
 * "brasil", first names, keyboard runs. Only entries of at least 6 characters are listed,
 * since shorter passwords are refused anyway. Compared case-insensitively: "Senha123" is no
 * stronger than "senha123". Whitespace-separated, in three groups: digit and keyboard runs,
 * English words, Portuguese.
 */
const COMMON_PASSWORDS = `
123456 1234567 12345678 123456789 1234567890 0123456789 12345678910 123123 123123123 123321
1234554321 654321 987654321 9876543210 111111 1111111 11111111 000000 00000000 222222 333333
444444 555555 666666 777777 888888 999999 121212 112233 123654 147258 147258369 159753 159357
753951 789456 789456123 456789 102030 101010 010203 123qwe qwe123 qwerty qwerty123 qwerty1
qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx 1qaz2wsx 1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3r4
a1b2c3 abc123 abc1234 abcdef abcd1234 aaaaaa asd123 qwe123456 123abc 12qwaszx zaq12wsx

password password1 password123 passw0rd p@ssw0rd p@ssword iloveyou admin123 admin1234
administrator welcome welcome1 letmein monkey dragon master sunshine princess football baseball
shadow superman batman trustno1 starwars whatever freedom charlie michael jordan23 secret
changeme default login123 test123 teste123 testando

senha1 senha12 senha123 senha1234 senha12345 minhasenha mudar123 trocar123 acesso acesso123
entrar entrar123 usuario usuario123 sistema bemvindo bem-vindo brasil brasil123 brasil2014
brasil10 saopaulo riodejaneiro recife fortaleza salvador nordeste flamengo flamengo1 corinthians
palmeiras santos saopaulofc vascodagama gremio internacional cruzeiro atletico botafogo
fluminense bahia123 sport123 nautico mengao verdao futebol futebol10 amor123 teamo123 teamomuito
meuamor minhavida jesus123 jesuscristo deusefiel deuseamor deus123 familia familia123 felicidade
saudade chocolate picole picole123 sorvete sorvete123 frosty frosty123 gabriel gabriela rafael
amanda beatriz fernanda juliana mariana leticia camila carolina larissa eduardo gustavo lucas123
matheus pedro123 joao123 maria123 ana123 jose123 paulo123 carlos123 daniel bruno123 guilherme
vitoria estrela princesa anjinho gatinha gatinho cachorro pokemon naruto abcd123 abc12345
qwert123 asdf1234
`
  .split(/\s+/)
  .filter((word) => word !== "");

const LIST = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_COUNT = LIST.size;

export function isCommonPassword(password: string): boolean {
  return LIST.has(password.toLowerCase());
}
