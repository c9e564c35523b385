"""Hungarian, Polish and French for the sentences of kivalasztottak (see :mod:`ui.lang`).

The game's terms (MP, DP, toronyszint, Jövő, Kéz, Múlt, Cserepakli, Pakli,
laplimit, Lekeverés, Leidézés, Passz, Laphatás, Határsiker, Döntetlen, aktív
játékos, the phase and roll names...) stay Hungarian in every language; only
the words around them are translated. French treats them as masculine nouns,
except the Kéz and the manőverek fázisa (la main, la phase).
"""

SENTENCES: dict[str, tuple[str, str, str]] = {
    # --- the table: notices and touch buttons
    "{card} costs X MP, set when it is summoned: pay it with the MP button.": (
        "{card}: X MP-be kerül, ami leidézéskor dől el; fizesd az MP gombbal.",
        "{card} kosztuje X MP, ustalane przy Leidézés: zapłać przyciskiem MP.",
        "{card} coûte X MP, fixé au Leidézés : payez avec le bouton MP."),
    "The camera read {shown}, but no 2k6 roll is pending: scan the card that asks for it.": (
        "A kamera ezt látta: {shown}, de nincs függő 2k6 dobás: olvasd be a dobást kérő lapot.",
        "Kamera odczytała {shown}, ale żaden rzut 2k6 nie czeka: zeskanuj kartę, która go wymaga.",
        "La caméra a lu {shown}, mais aucun jet de 2k6 n'est attendu : scannez la carte qui le demande."),
    "The camera read nothing, but no 2k6 roll is pending: scan the card that asks for it.": (
        "A kamera semmit sem látott, és nincs függő 2k6 dobás: olvasd be a dobást kérő lapot.",
        "Kamera nic nie odczytała, a żaden rzut 2k6 nie czeka: zeskanuj kartę, która go wymaga.",
        "La caméra n'a rien lu, et aucun jet de 2k6 n'est attendu : scannez la carte qui le demande."),
    "A 2k6 roll needs two dice; the camera read {shown}. Roll again or type the values.": (
        "A 2k6 dobáshoz két kocka kell; a kamera ezt látta: {shown}. Dobj újra, vagy írd be az értékeket.",
        "Rzut 2k6 wymaga dwóch kości; kamera odczytała {shown}. Rzuć ponownie lub wpisz wartości.",
        "Un jet de 2k6 demande deux dés ; la caméra a lu {shown}. Relancez ou saisissez les valeurs."),
    "A 2k6 roll needs two dice; the camera read nothing. Roll again or type the values.": (
        "A 2k6 dobáshoz két kocka kell; a kamera semmit sem látott. Dobj újra, vagy írd be az értékeket.",
        "Rzut 2k6 wymaga dwóch kości; kamera nic nie odczytała. Rzuć ponownie lub wpisz wartości.",
        "Un jet de 2k6 demande deux dés ; la caméra n'a rien lu. Relancez ou saisissez les valeurs."),
    "Erőforrás": ("Erőforrás", "Erőforrás", "Erőforrás"),
    "Pakli: {name}": ("Pakli: {name}", "Pakli: {name}", "Pakli : {name}"),
    "Scan: Jövő": ("Jövőbe", "Skan: Jövő", "Scan : Jövő"),
    "Scan: Cserepakli": ("Cserepakliba", "Skan: Cserepakli", "Scan : Cserepakli"),
    "{name}: eldob 1": ("{name}: eldob 1", "{name}: odrzuć 1", "{name} : -1 carte"),
    "{name}: megtart": ("{name}: megtart", "{name}: zostaw", "{name} : garde"),
    "Forduló vége": ("Forduló vége", "Koniec forduló", "Fin du forduló"),
    "{name}: lekever": ("{name}: lekever", "{name}: lekever", "{name} : lekever"),
    "{name} -1 MP": ("{name} -1 MP", "{name} -1 MP", "{name} -1 MP"),
    "{name}: passz": ("{name}: passz", "{name}: passz", "{name} : passz"),
    "{name} +1 DP": ("{name} +1 DP", "{name} +1 DP", "{name} +1 DP"),
    "{name} -1 torony": ("{name} -1 torony", "{name} -1 torony", "{name} -1 torony"),

    # --- the rules: names of rolls and phases, said inside other sentences
    "Próbadobás (check roll)": ("Próbadobás", "Próbadobás (test)", "Próbadobás (jet de test)"),
    "Mentődobás (saving roll)": ("Mentődobás", "Mentődobás (rzut obronny)", "Mentődobás (jet de sauvegarde)"),
    "Támadásdobás (attack roll)": ("Támadásdobás", "Támadásdobás (rzut ataku)",
                                   "Támadásdobás (jet d'attaque)"),
    "Forduló nyitása (opening)": ("Forduló nyitása", "Forduló nyitása (otwarcie)",
                                  "Forduló nyitása (ouverture)"),
    "Erőforrás fázis (resource)": ("Erőforrás fázis", "Erőforrás fázis (zasoby)",
                                   "Erőforrás fázis (ressources)"),
    "Manőverek fázisa (manoeuvres)": ("Manőverek fázisa", "Manőverek fázisa (manewry)",
                                      "Manőverek fázisa (manœuvres)"),
    "Forduló zárása (closing)": ("Forduló zárása", "Forduló zárása (zamknięcie)",
                                 "Forduló zárása (clôture)"),
    "Vége (game over)": ("Vége", "Vége (koniec gry)", "Vége (fin de partie)"),

    # --- the rules: refusals
    "The two players need different names.": (
        "A két játékosnak különböző név kell.",
        "Gracze muszą mieć różne imiona.",
        "Les deux joueurs doivent avoir des noms différents."),
    "The starting player '{first}' is not one of the players ({players}).": (
        "A kezdőjátékos ('{first}') nincs a játékosok között ({players}).",
        "Gracz rozpoczynający '{first}' nie jest jednym z graczy ({players}).",
        "Le premier joueur '{first}' ne fait pas partie des joueurs ({players})."),
    "'setup' field '{key}' must give a number for each player ({players}), not for {given}.": (
        "A 'setup' '{key}' mezője minden játékosnak adjon számot ({players}), ne ezeknek: {given}.",
        "Pole '{key}' akcji 'setup' musi podać liczbę dla każdego gracza ({players}), nie dla: {given}.",
        "Le champ '{key}' de 'setup' doit donner un nombre par joueur ({players}), pas pour {given}."),
    "'setup' field '{key}' must give a number for each player ({players}), not for nobody.": (
        "A 'setup' '{key}' mezője minden játékosnak adjon számot ({players}); most senkinek sem ad.",
        "Pole '{key}' akcji 'setup' musi podać liczbę dla każdego gracza ({players}), a nie podaje żadnej.",
        "Le champ '{key}' de 'setup' doit donner un nombre par joueur ({players}) ; il n'en donne aucun."),
    "'setup' field 'rolls' must give a roll for each player ({players}).": (
        "A 'setup' 'rolls' mezője minden játékosnak adjon dobást ({players}).",
        "Pole 'rolls' akcji 'setup' musi podać rzut każdego gracza ({players}).",
        "Le champ 'rolls' de 'setup' doit donner un jet par joueur ({players})."),
    "Kezdés: both rolled {roll}; roll again to decide who chooses the starting player.": (
        "Kezdés: mindkét dobás {roll}; dobjatok újra, hogy eldőljön, ki választja a kezdőjátékost.",
        "Kezdés: obaj wyrzucili {roll}; rzućcie ponownie, by ustalić, kto wybiera gracza rozpoczynającego.",
        "Kezdés : les deux ont fait {roll} ; relancez pour savoir qui choisit le premier joueur."),
    "The Erőforrás fázis follows the round's opening; it is now the {phase}.": (
        "Az Erőforrás fázis a forduló nyitása után jön; a mostani fázis: {phase}.",
        "Erőforrás fázis następuje po otwarciu rundy; obecna faza: {phase}.",
        "L'Erőforrás fázis suit l'ouverture de la manche ; phase actuelle : {phase}."),
    "Lekeverés is only possible in round 1, between the opening draw and the first manoeuvre.": (
        "Lekeverés csak az 1. fordulóban lehet, a kezdő húzás és az első manőver között.",
        "Lekeverés jest możliwy tylko w rundzie 1, między pierwszym dobraniem a pierwszym manewrem.",
        "Le Lekeverés n'est possible qu'en manche 1, entre la pioche de départ et la première manœuvre."),
    "{name} already kept their opening hand and cannot mulligan any more.": (
        "{name} már megtartotta a kezdő kezét, többé nem keverhet le.",
        "{name}: ręka startowa już zatrzymana, kolejny Lekeverés nie jest możliwy.",
        "{name} a déjà gardé sa main de départ et ne peut plus faire de Lekeverés."),
    "Lekeverés: {name} drew only {drawn} cards, so a further mulligan would draw none.": (
        "Lekeverés: {name} csak {drawn} lapot húzott, egy újabb lekeverés nem húzna semmit.",
        "Lekeverés: {name} ma tylko {drawn} dobranych kart, kolejny Lekeverés nic by nie dobrał.",
        "Lekeverés : {name} n'a pioché que {drawn} cartes, un nouveau Lekeverés n'en piocherait aucune."),
    "'mp' field 'n' must not be 0.": (
        "Az 'mp' 'n' mezője nem lehet 0.",
        "Pole 'n' akcji 'mp' nie może być 0.",
        "Le champ 'n' de 'mp' ne peut pas valoir 0."),
    "'dp' field 'n' must not be 0.": (
        "A 'dp' 'n' mezője nem lehet 0.",
        "Pole 'n' akcji 'dp' nie może być 0.",
        "Le champ 'n' de 'dp' ne peut pas valoir 0."),
    "'tower' field 'n' must not be 0.": (
        "A 'tower' 'n' mezője nem lehet 0.",
        "Pole 'n' akcji 'tower' nie może być 0.",
        "Le champ 'n' de 'tower' ne peut pas valoir 0."),
    "Aktív játékos: only {active} may act now, so {name} cannot spend MP.": (
        "Aktív játékos: most csak {active} léphet, így {name} nem költhet MP-t.",
        "Aktív játékos: teraz działa tylko {active}, więc {name} nie może wydać MP.",
        "Aktív játékos : c'est à {active} d'agir, donc {name} ne peut pas dépenser de MP."),
    "Aktív játékos: only {active} may act now, so {name} cannot play a card.": (
        "Aktív játékos: most csak {active} léphet, így {name} nem idézhet le lapot.",
        "Aktív játékos: teraz działa tylko {active}, więc {name} nie może zagrać karty.",
        "Aktív játékos : c'est à {active} d'agir, donc {name} ne peut pas jouer de carte."),
    "Aktív játékos: only {active} may act now, so {name} cannot pass.": (
        "Aktív játékos: most csak {active} léphet, így {name} nem passzolhat.",
        "Aktív játékos: teraz działa tylko {active}, więc {name} nie może spasować.",
        "Aktív játékos : c'est à {active} d'agir, donc {name} ne peut pas passer."),
    "{name} has only {mp} MP and cannot pay {n} MP {why}.": (
        "{name}: csak {mp} MP-je van, nem fizethet {n} MP-t {why}.",
        "{name} ma tylko {mp} MP i nie może zapłacić {n} MP {why}.",
        "{name} n'a que {mp} MP et ne peut pas payer {n} MP {why}."),
    "{name} has no card in hand to play.": (
        "{name}: nincs kijátszható lap a Kezében.",
        "{name} nie ma w ręce karty do zagrania.",
        "{name} n'a pas de carte en main à jouer."),
    "Nobody passes in the {phase}; continue with 'resource'.": (
        "Ebben a fázisban senki sem passzol ({phase}); folytasd a 'resource' akcióval.",
        "W tej fazie nikt nie pasuje ({phase}); kontynuuj akcją 'resource'.",
        "Personne ne passe pendant cette phase ({phase}) ; continuez avec 'resource'."),
    "Forduló zárása: {first} decides on their discard first.": (
        "Forduló zárása: először {first} dönt az eldobásról.",
        "Forduló zárása: najpierw {first} decyduje o odrzuceniu.",
        "Forduló zárása : {first} décide d'abord de sa défausse."),
    "Forduló zárása: {first} (the aktív játékos) decides on their discard before {name}.": (
        "Forduló zárása: {first} (az aktív játékos) {name} előtt dönt az eldobásról.",
        "Forduló zárása: {first} (aktív játékos) decyduje o odrzuceniu przed {name}.",
        "Forduló zárása : {first} (l'aktív játékos) décide de sa défausse avant {name}."),
    "Forduló zárása: each player may discard only one card, not {n}.": (
        "Forduló zárása: mindenki csak egy lapot dobhat el, nem ennyit: {n}.",
        "Forduló zárása: każdy gracz może odrzucić tylko jedną kartę, nie {n}.",
        "Forduló zárása : chaque joueur ne peut défausser qu'une carte, pas {n}."),
    "{name} has only {towers} toronyszint and cannot lose {n}.": (
        "{name}: csak {towers} toronyszintje van, {n} nem veszhet el.",
        "{name} ma tylko {towers} toronyszint i nie może stracić {n}.",
        "{name} n'a que {towers} toronyszint et ne peut pas en perdre {n}."),
    "{name} has only {have} cards in the Kéz and cannot discard {n}.": (
        "{name}: csak {have} lap van a Kezében, nem dobhat el {n} lapot.",
        "{name} ma tylko {have} kart w Kéz i nie może odrzucić {n}.",
        "{name} n'a que {have} cartes dans la Kéz et ne peut pas en défausser {n}."),
    "{name} has only {have} cards in the Jövő and cannot discard {n}.": (
        "{name}: csak {have} lap van a Jövőjében, nem dobhat el {n} lapot.",
        "{name} ma tylko {have} kart w Jövő i nie może odrzucić {n}.",
        "{name} n'a que {have} cartes dans le Jövő et ne peut pas en défausser {n}."),
    "'effect' changes nothing: give towers, dp, mp or wins.": (
        "Az 'effect' semmit sem változtat: adj meg towers, dp, mp vagy wins mezőt.",
        "'effect' niczego nie zmienia: podaj towers, dp, mp lub wins.",
        "'effect' ne change rien : donnez towers, dp, mp ou wins."),
    "'figures' needs at least one of eber, piheno, serult.": (
        "A 'figures' legalább egyet kér ezekből: eber, piheno, serult.",
        "'figures' wymaga co najmniej jednego z: eber, piheno, serult.",
        "'figures' demande au moins un de : eber, piheno, serult."),
    "A {roll} has no lower threshold; leave out 'low'.": (
        "{roll}: nincs alsó küszöbe; hagyd el a 'low' mezőt.",
        "{roll} nie ma dolnego progu; pomiń 'low'.",
        "Un {roll} n'a pas de seuil inférieur ; omettez 'low'."),
    "A {roll} needs its upper threshold 'high'.": (
        "{roll}: meg kell adni a felső küszöböt ('high').",
        "{roll} wymaga górnego progu 'high'.",
        "Un {roll} demande son seuil supérieur 'high'."),
    "'roll' takes thresholds only together with 'kind'.": (
        "A 'roll' csak a 'kind' mezővel együtt kaphat küszöböket.",
        "'roll' przyjmuje progi tylko razem z 'kind'.",
        "'roll' ne prend de seuils qu'avec 'kind'."),
    "No roll is pending: give 'kind' and 'high', or ask for the roll first.": (
        "Nincs függő dobás: add meg a 'kind' és 'high' mezőt, vagy előbb kérd a dobást.",
        "Żaden rzut nie czeka: podaj 'kind' i 'high' lub najpierw poproś o rzut.",
        "Aucun jet n'est attendu : donnez 'kind' et 'high', ou demandez d'abord le jet."),
    "One die of the pending roll is already read; give the other with 'die'.": (
        "A függő dobás egyik kockája már megvan; a másikat a 'die' akcióval add meg.",
        "Jedna kość czekającego rzutu jest już odczytana; podaj drugą przez 'die'.",
        "Un dé du jet attendu est déjà lu ; donnez l'autre avec 'die'."),
    "A die ({value}) was read, but no roll is pending; ask for the roll first.": (
        "Egy kocka beolvasva ({value}), de nincs függő dobás; előbb kérd a dobást.",
        "Odczytano kość ({value}), ale żaden rzut nie czeka; najpierw poproś o rzut.",
        "Un dé ({value}) a été lu, mais aucun jet n'est attendu ; demandez d'abord le jet."),
    "'scan' field 'card' needs a card name.": (
        "A 'scan' 'card' mezőjébe lapnév kell.",
        "Pole 'card' akcji 'scan' wymaga nazwy karty.",
        "Le champ 'card' de 'scan' demande un nom de carte."),
    "'deck_check' takes 'swap' only together with 'deck'.": (
        "A 'deck_check' csak a 'deck' mezővel együtt kaphat 'swap' mezőt.",
        "'deck_check' przyjmuje 'swap' tylko razem z 'deck'.",
        "'deck_check' ne prend 'swap' qu'avec 'deck'."),
    "Nothing is scanned: scan the deck card by card, or give the list as 'deck'.": (
        "Nincs beolvasott lap: olvasd be a paklit lapról lapra, vagy add meg a listát 'deck' mezőként.",
        "Nic nie zeskanowano: zeskanuj talię karta po karcie lub podaj listę jako 'deck'.",
        "Rien n'est scanné : scannez le paquet carte par carte, ou donnez la liste en 'deck'."),
    "'deck_check' field '{where}' has a card without a name.": (
        "A 'deck_check' '{where}' mezőjében van egy név nélküli lap.",
        "Pole '{where}' akcji 'deck_check' ma kartę bez nazwy.",
        "Le champ '{where}' de 'deck_check' a une carte sans nom."),
    "{player}'s Jövő can only be counted before the first draw (round 1, before 'resource').": (
        "{player} Jövője csak az első húzás előtt számolható meg (1. forduló, a 'resource' előtt).",
        "Jövő gracza {player} można policzyć tylko przed pierwszym dobraniem (runda 1, przed 'resource').",
        "Le Jövő de {player} ne se compte qu'avant la première pioche (manche 1, avant 'resource')."),
    "A round ends after its manőverek fázisa; it is now the {phase}.": (
        "A forduló a manőverek fázisa után ér véget; a mostani fázis: {phase}.",
        "Runda kończy się po manőverek fázisa; obecna faza: {phase}.",
        "Une manche finit après la manőverek fázisa ; phase actuelle : {phase}."),
    "The game is over ({why}); start a new game.": (
        "A játéknak vége ({why}); kezdj új játékot.",
        "Gra skończona ({why}); zacznij nową grę.",
        "La partie est finie ({why}) ; lancez une nouvelle partie."),

    # --- the rules: what happened
    "Kezdés: {chooser} rolled higher ({roll} against {other}) and chose {first} to start.": (
        "Kezdés: {chooser} dobott nagyobbat ({roll} kontra {other}), és a kezdőjátékos: {first}.",
        "Kezdés: {chooser} wyrzuca więcej ({roll} przeciw {other}) i wybiera {first} na start.",
        "Kezdés : {chooser} a fait plus ({roll} contre {other}) et a choisi {first} pour commencer."),
    "Round 1, {phase}: {first} is the aktív játékos, both get {mp} MP; toronyszint {towers}; Jövő {future}.": (
        "1. forduló, {phase}: {first} az aktív játékos, mindketten {mp} MP-t kapnak; toronyszint {towers}; "
        "Jövő {future}.",
        "Runda 1, {phase}: {first} to aktív játékos, obaj dostają {mp} MP; toronyszint {towers}; Jövő {future}.",
        "Manche 1, {phase} : {first} est l'aktív játékos, chacun reçoit {mp} MP ; toronyszint {towers} ; "
        "Jövő {future}."),
    "Round {round}, {phase}: MP-nyerés, lapkiigazítás, visszaforgatás.": (
        "{round}. forduló, {phase}: MP-nyerés, lapkiigazítás, visszaforgatás.",
        "Runda {round}, {phase}: MP-nyerés, lapkiigazítás, visszaforgatás.",
        "Manche {round}, {phase} : MP-nyerés, lapkiigazítás, visszaforgatás."),
    "{name}: {parts}.": ("{name}: {parts}.", "{name}: {parts}.", "{name} : {parts}."),
    "+{n} MP ({mp})": ("+{n} MP ({mp})", "+{n} MP ({mp})", "+{n} MP ({mp})"),
    "draws {drawn} (hand {hand}, Jövő {future})": (
        "húz {drawn} lapot (Kéz {hand}, Jövő {future})",
        "dobiera {drawn} (ręka {hand}, Jövő {future})",
        "pioche {drawn} (main {hand}, Jövő {future})"),
    "draws {drawn}, all the Jövő had (hand {hand}, Jövő {future})": (
        "húz {drawn} lapot, a Jövő összes lapját (Kéz {hand}, Jövő {future})",
        "dobiera {drawn}, cały Jövő (ręka {hand}, Jövő {future})",
        "pioche {drawn}, tout le Jövő (main {hand}, Jövő {future})"),
    "discards {extra} to the Múlt (hand {hand})": (
        "eldob {extra} lapot a Múltba (Kéz {hand})",
        "odrzuca {extra} do Múlt (ręka {hand})",
        "défausse {extra} dans le Múlt (main {hand})"),
    "turns back {piheno} pihenő and {serult} sérült figures": (
        "visszaforgat {piheno} pihenő és {serult} sérült figurát",
        "obraca z powrotem figury: {piheno} pihenő i {serult} sérült",
        "redresse {piheno} figures pihenő et {serult} sérült"),
    "Lekeverés: {active} decides first whether to mulligan (set the hand aside and draw {step} fewer).": (
        "Lekeverés: először {active} dönt, hogy lekever-e (félreteszi a kezét, és {step} lappal kevesebbet "
        "húz).",
        "Lekeverés: najpierw {active} decyduje, czy zrobić Lekeverés (odłożyć rękę i dobrać o {step} mniej).",
        "Lekeverés : {active} décide d'abord de faire ou non un Lekeverés (mettre sa main de côté et piocher "
        "{step} de moins)."),
    "Lekeverés: {name} sets {aside} cards aside and draws {drawn} (hand {drawn}, Jövő {future}).": (
        "Lekeverés: {name} félretesz {aside} lapot, és húz {drawn} lapot (Kéz {drawn}, Jövő {future}).",
        "Lekeverés: {name} odkłada {aside} kart i dobiera {drawn} (ręka {drawn}, Jövő {future}).",
        "Lekeverés : {name} met {aside} cartes de côté et en pioche {drawn} (main {drawn}, Jövő {future})."),
    "Lekeverés vége: {name} keeps {hand} cards and shuffles the {back} set-aside cards back into the Jövő "
    "({future}).": (
        "Lekeverés vége: {name} megtart {hand} lapot, a félretett {back} lapot visszakeveri a Jövőbe ({future}).",
        "Lekeverés vége: {name} zatrzymuje {hand} kart i wtasowuje {back} odłożonych z powrotem do Jövő "
        "({future}).",
        "Lekeverés vége : {name} garde {hand} cartes et remélange les {back} mises de côté dans le Jövő "
        "({future})."),
    "MP-nyerés: {name} gains {n} MP ({mp}).": (
        "MP-nyerés: {name} {n} MP-t kap ({mp}).",
        "MP-nyerés: {name} zyskuje {n} MP ({mp}).",
        "MP-nyerés : {name} gagne {n} MP ({mp})."),
    "MP-vesztés: {name} loses {lost} MP by a card effect ({mp}).": (
        "MP-vesztés: {name} {lost} MP-t veszít egy laphatás miatt ({mp}).",
        "MP-vesztés: {name} traci {lost} MP przez efekt karty ({mp}).",
        "MP-vesztés : {name} perd {lost} MP par un effet de carte ({mp})."),
    "{name} pays {n} MP {why}: {left} MP left.": (
        "{name} {n} MP-t fizet {why}: {left} MP maradt.",
        "{name} płaci {n} MP {why}: zostaje {left} MP.",
        "{name} paie {n} MP {why} : il reste {left} MP."),
    "for a manoeuvre": ("egy manőverért", "za manewr", "pour une manœuvre"),
    "to play a card": ("egy lap leidézéséért", "za zagranie karty", "pour jouer une carte"),
    "{phase} begins.": ("Kezdődik: {phase}.", "Początek: {phase}.", "Début : {phase}."),
    "Leidézés: {name} plays a card from the Kéz (hand {hand}).": (
        "Leidézés: {name} leidéz egy lapot a Kézből (Kéz {hand}).",
        "Leidézés: {name} zagrywa kartę z Kéz (ręka {hand}).",
        "Leidézés : {name} joue une carte de la Kéz (main {hand})."),
    "Toronyszint: {name} builds {n}, {towers} now.": (
        "Toronyszint: {name} épít {n} szintet, most {towers}.",
        "Toronyszint: {name} buduje {n}, teraz {towers}.",
        "Toronyszint : {name} en construit {n}, {towers} désormais."),
    "Toronyszint: {name} loses {n}, {towers} now.": (
        "Toronyszint: {name} elveszít {n} szintet, most {towers}.",
        "Toronyszint: {name} traci {n}, teraz {towers}.",
        "Toronyszint : {name} en perd {n}, {towers} désormais."),
    "Forduló zárása: {name} keeps their hand instead of discarding.": (
        "Forduló zárása: {name} megtartja a kezét, nem dob el lapot.",
        "Forduló zárása: {name} zatrzymuje rękę zamiast odrzucać.",
        "Forduló zárása : {name} garde sa main au lieu de défausser."),
    "Passz: {name} passes after {other}": (
        "Passz: {name} passzol {other} után",
        "Passz: {name} pasuje po {other}",
        "Passz : {name} passe après {other}"),
    "Passz: {name} passes, {other} is the aktív játékos.": (
        "Passz: {name} passzol, {other} az aktív játékos.",
        "Passz: {name} pasuje, {other} to aktív játékos.",
        "Passz : {name} passe, {other} est l'aktív játékos."),
    "{why}: the manőverek fázisa ends; {phase}, {active} may discard one card first.": (
        "{why}: a manőverek fázisa véget ér; {phase}, először {active} dobhat el egy lapot.",
        "{why}: manőverek fázisa się kończy; {phase}, najpierw {active} może odrzucić jedną kartę.",
        "{why} : la manőverek fázisa se termine ; {phase}, {active} peut d'abord défausser une carte."),
    "DP: {name} gains {n} DP ({dp}).": (
        "DP: {name} {n} DP-t kap ({dp}).",
        "DP: {name} zyskuje {n} DP ({dp}).",
        "DP : {name} gagne {n} DP ({dp})."),
    "DP: {name} loses {n} DP ({dp}).": (
        "DP: {name} {n} DP-t veszít ({dp}).",
        "DP: {name} traci {n} DP ({dp}).",
        "DP : {name} perd {n} DP ({dp})."),
    "{name} {n:+d} {term} ({total})": (
        "{name} {n:+d} {term} ({total})", "{name} {n:+d} {term} ({total})", "{name} {n:+d} {term} ({total})"),
    "{name} is declared the winner": ("győztes: {name}", "zwycięzca: {name}", "vainqueur : {name}"),
    "{said}; {part}": ("{said}; {part}", "{said}; {part}", "{said} ; {part}"),
    "Laphatás: {changes}.": ("Laphatás: {changes}.", "Laphatás: {changes}.", "Laphatás : {changes}."),
    "{name} draws {drawn} from the Jövő: hand {hand}, Jövő {future}.": (
        "{name} húz {drawn} lapot a Jövőből: Kéz {hand}, Jövő {future}.",
        "{name} dobiera {drawn} z Jövő: ręka {hand}, Jövő {future}.",
        "{name} pioche {drawn} dans le Jövő : main {hand}, Jövő {future}."),
    "{name} draws {drawn} from the Jövő (the Jövő had only {drawn}): hand {hand}, Jövő {future}.": (
        "{name} húz {drawn} lapot a Jövőből (csak ennyi volt benne: {drawn}): Kéz {hand}, Jövő {future}.",
        "{name} dobiera {drawn} z Jövő (było tam tylko {drawn}): ręka {hand}, Jövő {future}.",
        "{name} pioche {drawn} dans le Jövő (il n'en restait que {drawn}) : main {hand}, Jövő {future}."),
    "{name} discards {n} from the Kéz to the Múlt (Kéz {left}).": (
        "{name} eldob {n} lapot a Kézből a Múltba (Kéz {left}).",
        "{name} odrzuca {n} z Kéz do Múlt (Kéz {left}).",
        "{name} défausse {n} de la Kéz vers le Múlt (Kéz {left})."),
    "{name} discards {n} from the Jövő to the Múlt (Jövő {left}).": (
        "{name} eldob {n} lapot a Jövőből a Múltba (Jövő {left}).",
        "{name} odrzuca {n} z Jövő do Múlt (Jövő {left}).",
        "{name} défausse {n} du Jövő vers le Múlt (Jövő {left})."),
    "{name}'s kalandozók: {eber} éber, {piheno} pihenő, {serult} sérült.": (
        "{name} kalandozói: {eber} éber, {piheno} pihenő, {serult} sérült.",
        "Kalandozók ({name}): {eber} éber, {piheno} pihenő, {serult} sérült.",
        "Kalandozók de {name} : {eber} éber, {piheno} pihenő, {serult} sérült."),
    "above {low} and at most {high}": (
        "{low} fölött és legfeljebb {high}", "powyżej {low} i najwyżej {high}", "plus de {low} et au plus {high}"),
    "at most {high}": ("legfeljebb {high}", "najwyżej {high}", "au plus {high}"),
    "{roll} for {player}: roll 2k6, it needs {bounds}.": (
        "{roll} ({player}): 2k6 dobás, kell: {bounds}.",
        "{roll} dla {player}: rzuć 2k6, potrzeba {bounds}.",
        "{roll} pour {player} : lancez 2k6, il faut {bounds}."),
    "{roll}: roll 2k6, it needs {bounds}.": (
        "{roll}: 2k6 dobás, kell: {bounds}.",
        "{roll}: rzuć 2k6, potrzeba {bounds}.",
        "{roll} : lancez 2k6, il faut {bounds}."),
    "{roll}: first die {value}, roll or type the second.": (
        "{roll}: első kocka {value}, dobd vagy írd be a másodikat.",
        "{roll}: pierwsza kość {value}, rzuć lub wpisz drugą.",
        "{roll} : premier dé {value}, lancez ou saisissez le second."),
    "{roll}: 2k6 {a}+{b} = {sum}, needs {bounds}: success.": (
        "{roll}: 2k6 {a}+{b} = {sum} (kell: {bounds}): siker.",
        "{roll}: 2k6 {a}+{b} = {sum}, potrzeba {bounds}: sukces.",
        "{roll} : 2k6 {a}+{b} = {sum}, il faut {bounds} : réussite."),
    "{roll}: 2k6 {a}+{b} = {sum}, needs {bounds}: failure.": (
        "{roll}: 2k6 {a}+{b} = {sum} (kell: {bounds}): kudarc.",
        "{roll}: 2k6 {a}+{b} = {sum}, potrzeba {bounds}: porażka.",
        "{roll} : 2k6 {a}+{b} = {sum}, il faut {bounds} : échec."),
    "Határsiker: {roll} 2k6 {a}+{b} = {sum} equals the upper threshold {high}.": (
        "Határsiker: {roll} 2k6 {a}+{b} = {sum}, épp a felső küszöb ({high}).",
        "Határsiker: {roll} 2k6 {a}+{b} = {sum} równa się górnemu progowi {high}.",
        "Határsiker : {roll} 2k6 {a}+{b} = {sum} égale le seuil supérieur {high}."),
    "Pakli: {card} into the {pile} ({copies} of it, {cards} cards).": (
        "Pakli: {card} ide: {pile} ({copies}. példány, összesen {cards} lap).",
        "Pakli: {card} do {pile} (egz. {copies}, kart: {cards}).",
        "Pakli : {card} dans le {pile} (exemplaires : {copies}, {cards} cartes)."),
    "Pakli: the next scanned cards go into the {pile}.": (
        "Pakli: a következő beolvasott lapok ide kerülnek: {pile}.",
        "Pakli: kolejne zeskanowane karty trafiają do {pile}.",
        "Pakli : les prochaines cartes scannées vont dans le {pile}."),
    "Pakli: {size} cards in the Jövő, {swap} in the Cserepakli, laplimit {limit}: legal.": (
        "Pakli: Jövő {size} lap, Cserepakli {swap} lap, laplimit {limit}: szabályos.",
        "Pakli: Jövő {size} kart, Cserepakli {swap}, laplimit {limit}: zgodnie z zasadami.",
        "Pakli : {size} cartes dans le Jövő, {swap} dans le Cserepakli, laplimit {limit} : réglementaire."),
    "Pakli: {size} cards in the Jövő, {swap} in the Cserepakli, laplimit {limit}: not legal (1 problem).": (
        "Pakli: Jövő {size} lap, Cserepakli {swap} lap, laplimit {limit}: szabálytalan (1 hiba).",
        "Pakli: Jövő {size} kart, Cserepakli {swap}, laplimit {limit}: niezgodnie z zasadami (1 problem).",
        "Pakli : {size} cartes dans le Jövő, {swap} dans le Cserepakli, laplimit {limit} : non réglementaire "
        "(1 problème)."),
    "Pakli: {size} cards in the Jövő, {swap} in the Cserepakli, laplimit {limit}: not legal ({n} problems).": (
        "Pakli: Jövő {size} lap, Cserepakli {swap} lap, laplimit {limit}: szabálytalan ({n} hiba).",
        "Pakli: Jövő {size} kart, Cserepakli {swap}, laplimit {limit}: niezgodnie z zasadami (problemy: {n}).",
        "Pakli : {size} cartes dans le Jövő, {swap} dans le Cserepakli, laplimit {limit} : non réglementaire "
        "({n} problèmes)."),
    "Jövő: {size} cards is too few; a deck needs at least {three} (laplimit 3) or {four} (laplimit 4).": (
        "Jövő: {size} lap túl kevés; legalább {three} (laplimit 3) vagy {four} (laplimit 4) lap kell.",
        "Jövő: {size} kart to za mało; potrzeba co najmniej {three} (laplimit 3) lub {four} (laplimit 4).",
        "Jövő : {size} cartes, trop peu ; il en faut au moins {three} (laplimit 3) ou {four} (laplimit 4)."),
    "Cserepakli: {size} cards; it must hold exactly {exact} or none.": (
        "Cserepakli: {size} lap; pontosan {exact} kell, vagy egy sem.",
        "Cserepakli: kart {size}; musi mieć dokładnie {exact} albo żadnej.",
        "Cserepakli : {size} cartes ; il en faut {exact}, ou aucune."),
    "Laplimit: '{card}' has {copies} copies in the Jövő and Cserepakli together; a {size}-card Jövő allows "
    "{limit}.": (
        "Laplimit: '{card}' a Jövőben és a Cserepakliban együtt {copies} példány; {size} lapos Jövőnél "
        "{limit} lehet.",
        "Laplimit: '{card}' ma {copies} egz. w Jövő i Cserepakli razem; Jövő z {size} kart pozwala na {limit}.",
        "Laplimit : {copies} '{card}' dans le Jövő et le Cserepakli ; un Jövő de {size} cartes en permet {limit}."),
    "Jelző: '{card}' is a token card and may not be in a deck.": (
        "Jelző: '{card}' jelző lap, nem lehet pakliban.",
        "Jelző: '{card}' to karta znacznika i nie może być w talii.",
        "Jelző : '{card}' est un jeton, interdit dans un paquet."),
    "Jövő: {player}'s deck is counted, {size} cards.": (
        "Jövő: {player} paklija megszámolva, {size} lap.",
        "Jövő: talia gracza {player} policzona, kart: {size}.",
        "Jövő : le paquet de {player} est compté, {size} cartes."),
    "{phase}: the manőverek fázisa ends and nobody discards.": (
        "{phase}: a manőverek fázisa véget ér, senki sem dob el lapot.",
        "{phase}: manőverek fázisa się kończy i nikt nie odrzuca.",
        "{phase} : la manőverek fázisa se termine et personne ne défausse."),
    "No winner at the end of round {ended} (equal {dp} DP: nobody has the most); round {round} begins.": (
        "{ended}. forduló vége: nincs győztes (egyaránt {dp} DP, senkinek sincs több); következik: "
        "{round}. forduló.",
        "Brak zwycięzcy na koniec rundy {ended} (po równo {dp} DP: nikt nie ma najwięcej); zaczyna się runda "
        "{round}.",
        "Pas de vainqueur à la fin de la manche {ended} ({dp} DP chacun : personne n'a le plus) ; la manche "
        "{round} commence."),
    "No winner at the end of round {ended}; round {round} begins.": (
        "{ended}. forduló vége: nincs győztes; következik: {round}. forduló.",
        "Brak zwycięzcy na koniec rundy {ended}; zaczyna się runda {round}.",
        "Pas de vainqueur à la fin de la manche {ended} ; la manche {round} commence."),
    "Aktív játékos: {active} ({mp} MP).": (
        "Aktív játékos: {active} ({mp} MP).", "Aktív játékos: {active} ({mp} MP).",
        "Aktív játékos : {active} ({mp} MP)."),

    # --- the rules: how the game ended
    "{winner} wins: {loser} has no toronyszint left.": (
        "{winner} nyert: {loser} toronyszintjei elfogytak.",
        "{winner} wygrywa: {loser} nie ma już toronyszint.",
        "{winner} gagne : {loser} n'a plus de toronyszint."),
    "{winner} wins at once with {dp} DP (at least {least} and the most).": (
        "{winner} azonnal nyert {dp} DP-vel (legalább {least}, és a legtöbb).",
        "{winner} wygrywa od razu z {dp} DP (min. {least} i najwięcej).",
        "{winner} gagne aussitôt avec {dp} DP (au moins {least} et le plus)."),
    "{winner} wins by a card effect.": (
        "{winner} nyert egy laphatással.",
        "{winner} wygrywa efektem karty.",
        "{winner} gagne par un effet de carte."),
    "Döntetlen: both players lost their last toronyszint at the same time.": (
        "Döntetlen: egyszerre fogyott el mindkét játékos utolsó toronyszintje.",
        "Döntetlen: obaj gracze naraz stracili ostatni toronyszint.",
        "Döntetlen : chacun a perdu son dernier toronyszint au même moment."),
    "Döntetlen: both players would win at the same time.": (
        "Döntetlen: mindkét játékos egyszerre nyerne.",
        "Döntetlen: obaj gracze wygraliby jednocześnie.",
        "Döntetlen : les deux joueurs gagneraient en même temps."),
    "End of round: {winner} wins with {dp} DP (at least {least} and the most).": (
        "Forduló vége: {winner} nyert {dp} DP-vel (legalább {least}, és a legtöbb).",
        "Koniec rundy: {winner} wygrywa z {dp} DP (min. {least} i najwięcej).",
        "Fin de manche : {winner} gagne avec {dp} DP (au moins {least} et le plus)."),
    "End of round: {loser} has no card left in the Jövő, so {winner} wins.": (
        "Forduló vége: {loser} Jövője kiürült, így {winner} nyert.",
        "Koniec rundy: {loser} nie ma już kart w Jövő, więc wygrywa {winner}.",
        "Fin de manche : le Jövő de {loser} est vide, donc {winner} gagne."),
    "Döntetlen: both Jövő decks are empty at the end of the round and nobody won.": (
        "Döntetlen: a forduló végén mindkét Jövő üres, és senki sem nyert.",
        "Döntetlen: na koniec rundy oba Jövő są puste i nikt nie wygrał.",
        "Döntetlen : les deux Jövő sont vides en fin de manche et personne n'a gagné."),

    # --- the view (its Hungarian board is the English one too; the gloss explains it)
    "tower level, future (deck), hand; round {round}, {phase}": (
        "toronyszint, jövő (pakli), kéz; {round}. forduló, {phase}",
        "poziom wieży, przyszłość (talia), ręka; runda {round}, {phase}",
        "niveau de tour, avenir (pioche), main ; manche {round}, {phase}"),
    "opening phase": ("nyitó fázis", "otwarcie", "ouverture"),
    "resource phase": ("erőforrás fázis", "zasoby", "ressources"),
    "manoeuvres phase": ("manőverek fázisa", "manewry", "manœuvres"),
    "closing phase": ("záró fázis", "zamknięcie", "clôture"),
    "over phase": ("vége", "koniec gry", "partie finie"),
    "{roll} {bounds}: dobj 2k6!": ("{roll} {bounds}: dobj 2k6!", "{roll} {bounds}: rzuć 2k6!",
                                   "{roll} {bounds} : lancez 2k6 !"),
    "{roll} {bounds}: dobj 2k6, első kocka {die}!": (
        "{roll} {bounds}: dobj 2k6, első kocka {die}!",
        "{roll} {bounds}: rzuć 2k6, pierwsza kość {die}!",
        "{roll} {bounds} : lancez 2k6, premier dé {die} !"),
    "{roll} {bounds}: {a}+{b} = {sum}, {verdict}": (
        "{roll} {bounds}: {a}+{b} = {sum}, {verdict}", "{roll} {bounds}: {a}+{b} = {sum}, {verdict}",
        "{roll} {bounds} : {a}+{b} = {sum}, {verdict}"),
    "HATÁRSIKER": ("HATÁRSIKER", "HATÁRSIKER", "HATÁRSIKER"),
    "siker": ("siker", "sukces", "réussite"),
    "kudarc": ("kudarc", "porażka", "échec"),
    "2k6: még nincs dobás": ("2k6: még nincs dobás", "2k6: jeszcze bez rzutu", "2k6 : pas encore de jet"),
    "Szkennelés ({into}): Jövő {deck} lap, Cserepakli {swap} lap": (
        "Szkennelés ({into}): Jövő {deck} lap, Cserepakli {swap} lap",
        "Skanowanie ({into}): Jövő {deck}, Cserepakli {swap}",
        "Scan ({into}) : Jövő {deck} cartes, Cserepakli {swap} cartes"),
    "Pakli rendben: {cards} lap, laplimit {limit}": (
        "Pakli rendben: {cards} lap, laplimit {limit}",
        "Pakli w porządku: {cards} kart, laplimit {limit}",
        "Pakli en règle : {cards} cartes, laplimit {limit}"),
    "Pakli hibás: {count} hiba": ("Pakli hibás: {count} hiba", "Błędy w Pakli: {count}",
                                  "Pakli non conforme : {count}"),
    "{winner} nyert": ("{winner} nyert", "{winner} wygrywa", "{winner} gagne"),
}
