"""Hungarian, Polish and French for the sentences of enclave (see :mod:`ui.lang`).

Enclave: Zakon Krańca Świata is a Polish game: the Polish words are its own
(pozyskiwacz, pryz, abordaż, Drzewo, Wiedza, sezam, sarkofag). Hungarian and
French have no edition; they follow the English one's terms (fosztogató /
pilleur, zsákmány / pryze, behatolás / abordage, Fa / Arbre, Tudás / Savoir).
The Tree cards keep their printed English names in every language.
"""

SENTENCES: dict[str, tuple[str, str, str]] = {
    # --- the table's notices and touch buttons
    "Enclave uses no dice; scan a card or press a button.": (
        "Az Enclave-ben nincs kocka: olvass be egy kártyát, vagy nyomj gombot.",
        "Enclave nie używa kości: zeskanuj kartę lub naciśnij przycisk.",
        "Enclave n'utilise pas de dés : scannez une carte ou appuyez sur un bouton."),
    "{name}'s boarding is open: press Board or Cancel first.": (
        "{name} behatolása folyamatban: előbb nyomd meg a Behatolás! vagy a Behatolás törlése gombot.",
        "Abordaż gracza {name} jest otwarty: najpierw naciśnij Abordaż! lub Anuluj abordaż.",
        "L'abordage de {name} est en cours : appuyez d'abord sur Abordage ! ou Annuler abordage."),
    "{card}: scan the mission card first.": (
        "{card}: előbb a küldetéskártyát olvasd be.",
        "{card}: najpierw zeskanuj kartę misji.",
        "{card} : scannez d'abord la carte mission."),
    "The preparation token counts only in a boarding: scan the mission card first.": (
        "A felkészülési zseton csak behatoláskor számít: előbb a küldetéskártyát olvasd be.",
        "Żeton przygotowania liczy się tylko w abordażu: najpierw zeskanuj kartę misji.",
        "Le jeton de préparation ne compte que dans un abordage : scannez d'abord la carte mission."),
    "{card} is a {kind} card, which Enclave does not use.": (
        "{card}: ez {kind} kártya, az Enclave nem használja.",
        "{card} to karta typu {kind}, której Enclave nie używa.",
        "{card} est une carte {kind}, qu'Enclave n'utilise pas."),
    "{card}: {name} does not hold it, and cards are bought in the Action Phase.": (
        "{card}: nincs {name} kezében, és kártyát az Akciófázisban lehet venni.",
        "{card}: {name} go nie ma, a karty kupuje się w fazie Akcji.",
        "{card} : {name} ne l'a pas, et les cartes s'achètent pendant la phase d'Action."),
    "{card}: {name} has no pryze to decide on and cannot use this one now.": (
        "{card}: {name} most nem dönthet zsákmányról, és ezt most nem használhatja.",
        "{card}: {name} nie decyduje teraz o pryzie i nie może go teraz użyć.",
        "{card} : {name} n'a pas de pryze à décider et ne peut pas l'utiliser maintenant."),
    "Scan {name}'s pryze card first: its price decides the sale.": (
        "Előbb olvasd be {name} zsákmánykártyáját: az ára dönti el az eladást.",
        "Najpierw zeskanuj kartę pryzu gracza {name}: jej cena decyduje o sprzedaży.",
        "Scannez d'abord la carte pryze de {name} : son prix fixe la vente."),
    "Nobody can declare an In Sync partner now (before the round's first boarding only).": (
        "Most senki sem nevezhet meg In Sync társat (csak a kör első behatolása előtt).",
        "Nikt nie może teraz wskazać partnera In Sync (tylko przed pierwszym abordażem rundy).",
        "Personne ne peut désigner de partenaire In Sync maintenant (avant le premier abordage de la manche)."),
    "Board!": ("Behatolás!", "Abordaż!", "Abordage !"),
    "Cancel boarding": ("Behatolás törlése", "Anuluj abordaż", "Annuler abordage"),
    # The keep buttons stand beside Trade / Sell, which say what is kept: the name and the verb must fit.
    "{name}: keep Tree token": ("{name} tartja", "{name} trzyma", "{name} : garder"),
    "Trade: 2 Knowledge": ("Csere: 2 Tudás", "Wymień: 2 Wiedzy", "Contre 2 Savoir"),
    "{name}: keep pryze": ("{name} tartja", "{name} trzyma", "{name} : garder"),
    "Sell pryze": ("Zsákmány eladása", "Sprzedaj pryz", "Vendre la pryze"),
    "Cards for {name}": ("Kártyák: {name}", "Karty: {name}", "Cartes : {name}"),
    "{holder} in sync with {name}": (
        "{holder} és {name}: In Sync",
        "{holder} In Sync z: {name}",
        "{holder} In Sync avec {name}"),
    "Prepare": ("Felkészülés", "Przygotuj się", "Se préparer"),
    "+1 Knowledge": ("+1 Tudás", "+1 Wiedza", "+1 Savoir"),
    "+1 money": ("+1 pénz", "+1 moneta", "+1 argent"),
    "Trade Knowledge": ("Tudás beváltása", "Wymień Wiedzę", "Échanger Savoir"),
    "Use {card}": ("Bevetés: {card}", "Użyj: {card}", "Utiliser {card}"),
    "End round": ("Kör vége", "Koniec rundy", "Fin de manche"),
    "Next phase": ("Következő fázis", "Następna faza", "Phase suivante"),

    # --- the rules: words and phrases that go into sentences
    "physical": ("fizikai", "fizyczny", "physique"),
    "mental": ("mentális", "psychiczny", "mental"),
    "sesame": ("szezám", "sezam", "sésame"),
    "sarcophagus": ("szarkofág", "sarkofag", "sarcophage"),
    "the Initiative Phase": ("a Kezdeményezési fázis", "faza Inicjatywy", "la phase d'Initiative"),
    "the Planning Phase": ("a Tervezési fázis", "faza Planowania", "la phase de Planification"),
    "the Action Phase": ("az Akciófázis", "faza Akcji", "la phase d'Action"),
    "the Tree Phase": ("a Fa-fázis", "faza Drzewa", "la phase de l'Arbre"),
    "the Rotation Phase": ("a Rotációs fázis", "faza Rotacji", "la phase de Rotation"),
    "snatcher enhancement": ("fosztogató-fejlesztés", "ulepszenie pozyskiwacza", "amélioration de pilleur"),
    "machine enhancement": ("gépfejlesztés", "ulepszenie maszyny", "amélioration de machine"),
    "tree markers": ("Fa-jelölők", "znaczniki Drzewa", "marqueurs Arbre"),
    "tree tokens": ("Fa-zsetonok", "żetony Drzewa", "jetons Arbre"),
    "money": ("pénz", "monety", "argent"),
    "knowledge": ("Tudás", "Wiedza", "Savoir"),
    "pryzes": ("zsákmányok", "pryzy", "pryzes"),
    "nobody": ("senki", "nikt", "personne"),
    "sell": ("eladni", "sprzedać", "vendre"),
    "keep": ("megtartani", "zatrzymać", "garder"),
    "a healing item": ("gyógyító tárgy", "przedmiot leczący", "objet de soin"),
    "a protection item": ("védőtárgy", "przedmiot ochronny", "objet de protection"),
    "the healing card": ("a gyógyító kártya", "karta leczenia", "la carte de soin"),
    "Money": ("Pénz", "Monety", "Argent"),
    "Knowledge tokens": ("Tudás-zsetonok", "Żetony Wiedzy", "Jetons Savoir"),
    "Boarding into the Enclave": ("Behatolás az Enklávéba", "Abordaż do Enklawy", "Abordage de l'Enclave"),
    "protection card": ("védőkártya", "karta ochrony", "carte protection"),
    "preparation token (not counted against the sarcophagus)": (
        "felkészülési zseton (nem számít bele a szarkofágba)",
        "żeton przygotowania (nie liczy się do sarkofagu)",
        "jeton de préparation (non compté dans le sarcophage)"),
    "Enhancements: the replaced card is discarded without compensation": (
        "Fejlesztések: a lecserélt kártya kárpótlás nélkül a dobópakliba kerül",
        "Ulepszenia: zastąpiona karta jest odrzucana bez rekompensaty",
        "Améliorations : la carte remplacée est défaussée sans compensation"),
    "{first}; {second}": ("{first}; {second}", "{first}; {second}", "{first} ; {second}"),
    "{name}: {sums}": ("{name}: {sums}", "{name}: {sums}", "{name} : {sums}"),
    "{name} ({tracks})": ("{name} ({tracks})", "{name} ({tracks})", "{name} ({tracks})"),
    "{n:+d} {what}": ("{n:+d} {what}", "{n:+d} {what}", "{n:+d} {what}"),
    "{track} {cur}/{max}": ("{track} {cur}/{max}", "{track} {cur}/{max}", "{track} {cur}/{max}"),
    "{track} {before} to {after}": (
        "{track} {before} → {after}",
        "{track} z {before} na {after}",
        "{track} de {before} à {after}"),
    "{track} {damage} against {protection} protection gives {wounds}": (
        "{track} {damage} sebzés {protection} védelem ellen: {wounds}",
        "{track} {damage} wobec ochrony {protection} daje {wounds}",
        "{track} {damage} contre {protection} de protection donne {wounds}"),
    "{points} for {category}": ("{points} pont: {category}", "{points} za {category}", "{points} en {category}"),
    "{tokens} if kept": ("megtartva {tokens}", "{tokens}, jeśli zatrzyma", "{tokens} si gardée"),
    "kept in hand": ("kézben tartva", "zostaje w ręce", "gardée en main"),
    "only {traded} of {n} Knowledge (the Tree marker limits it)": (
        "csak {traded} Tudást ({n} helyett, a Fa-jelölő korlátozza)",
        "tylko {traded} z {n} pkt Wiedzy (ogranicza to znacznik Drzewa)",
        "seulement {traded} Savoir sur {n} (le marqueur Arbre le limite)"),
    "{traded} Knowledge": ("{traded} Tudást", "{traded} pkt Wiedzy", "{traded} Savoir"),
    "order drawn with starting money {money}": (
        "sorsolt sorrend, kezdőpénz: {money}",
        "kolejność wylosowana, pieniądze na start: {money}",
        "ordre tiré au sort, argent de départ {money}"),
    "order bid from {money} coins each, bids paid to the bank": (
        "licitált sorrend, mindenki {money} érméből, a licitek a bankba kerülnek",
        "kolejność z licytacji, każdy z {money} monet, stawki idą do banku",
        "ordre aux enchères avec {money} pièces chacun, mises payées à la banque"),
    "the Tree's turn marker moves to level {level} ({left} points left)": (
        "a Fa körjelölője a(z) {level}. szintre lép ({left} pont maradt)",
        "znacznik tury Drzewa przechodzi na poziom {level} (zostało {left} pkt)",
        "le marqueur de tour de l'Arbre passe au niveau {level} ({left} points restants)"),
    "the Tree's turn marker is removed, so any level may be used": (
        "a Fa körjelölője lekerül, bármely szint használható",
        "znacznik tury Drzewa zostaje zdjęty, można użyć dowolnego poziomu",
        "le marqueur de tour de l'Arbre est retiré, tout niveau est permis"),
    "nobody reaches critical condition, so the boarding succeeds and pays {paid}": (
        "senki sem kerül kritikus állapotba, a behatolás sikeres, jutalma: {paid}",
        "nikt nie wpada w stan krytyczny, abordaż się udaje i przynosi {paid}",
        "personne n'atteint l'état critique, l'abordage réussit et rapporte {paid}"),
    "critical condition for {names}, so the boarding fails and pays 1 Knowledge": (
        "kritikus állapot: {names}, a behatolás kudarc, jutalma 1 Tudás",
        "stan krytyczny: {names}, abordaż się nie udaje i daje 1 Wiedzę",
        "état critique pour {names}, l'abordage échoue et rapporte 1 Savoir"),

    # --- counted nouns (Hungarian counts in the singular; Polish names the count after the noun)
    "{n} Knowledge token": ("{n} Tudás-zseton", "{n} żeton Wiedzy", "{n} jeton Savoir"),
    "{n} Knowledge tokens": ("{n} Tudás-zseton", "żetony Wiedzy: {n}", "{n} jetons Savoir"),
    "{n} coin": ("{n} érme", "{n} moneta", "{n} pièce"),
    "{n} coins": ("{n} érme", "monety: {n}", "{n} pièces"),
    "{n} pryze": ("{n} zsákmány", "{n} pryz", "{n} pryze"),
    "{n} pryzes": ("{n} zsákmány", "pryzy: {n}", "{n} pryzes"),
    "{n} Tree token": ("{n} Fa-zseton", "{n} żeton Drzewa", "{n} jeton Arbre"),
    "{n} Tree tokens": ("{n} Fa-zseton", "żetony Drzewa: {n}", "{n} jetons Arbre"),
    "{n} pryze card": ("{n} zsákmánykártya", "{n} karta pryzu", "{n} carte pryze"),
    "{n} pryze cards": ("{n} zsákmánykártya", "karty pryzów: {n}", "{n} cartes pryze"),
    "{n} trap card": ("{n} csapdakártya", "{n} karta pułapki", "{n} carte piège"),
    "{n} trap cards": ("{n} csapdakártya", "karty pułapek: {n}", "{n} cartes piège"),
    "{n} wound": ("{n} seb", "{n} rana", "{n} blessure"),
    "{n} wounds": ("{n} seb", "rany: {n}", "{n} blessures"),
    "{n} victory point": ("{n} győzelmi pont", "{n} punkt zwycięstwa", "{n} point de victoire"),
    "{n} victory points": ("{n} győzelmi pont", "punkty zwycięstwa: {n}", "{n} points de victoire"),
    "{n} bonus point": ("{n} bónuszpont", "{n} punkt bonusowy", "{n} point bonus"),
    "{n} bonus points": ("{n} bónuszpont", "punkty bonusowe: {n}", "{n} points bonus"),

    # --- the rules: setup
    "Setup: each player needs a different name.": (
        "Előkészítés: minden játékosnak más név kell.",
        "Przygotowanie: każdy gracz musi mieć inne imię.",
        "Mise en place : chaque joueur doit avoir un nom différent."),
    "Setup: each player needs a different snatcher card.": (
        "Előkészítés: minden játékosnak másik fosztogatókártya kell.",
        "Przygotowanie: każdy gracz musi mieć inną kartę pozyskiwacza.",
        "Mise en place : chaque joueur doit avoir une carte pilleur différente."),
    "Setup: each player needs a different seat (seats given: {seats}).": (
        "Előkészítés: minden játékosnak más hely kell (megadott helyek: {seats}).",
        "Przygotowanie: każdy gracz musi mieć inne miejsce (podane miejsca: {seats}).",
        "Mise en place : chaque joueur doit avoir une place différente (places données : {seats})."),
    "Setup: the drawn order must name every player exactly once ({players}).": (
        "Előkészítés: a sorsolt sorrendben minden játékos pontosan egyszer szerepeljen ({players}).",
        "Przygotowanie: wylosowana kolejność musi wymienić każdego gracza dokładnie raz ({players}).",
        "Mise en place : l'ordre tiré doit nommer chaque joueur exactement une fois ({players})."),
    "Setup: the bidding method needs the bids, in bidding order.": (
        "Előkészítés: a licites módhoz kellenek a licitek, licitálási sorrendben.",
        "Przygotowanie: licytacja wymaga stawek w kolejności licytowania.",
        "Mise en place : la méthode des enchères demande les mises, dans l'ordre des enchères."),
    "Setup: the bids must name every player exactly once ({players}).": (
        "Előkészítés: a licitekben minden játékos pontosan egyszer szerepeljen ({players}).",
        "Przygotowanie: stawki muszą wymienić każdego gracza dokładnie raz ({players}).",
        "Mise en place : les mises doivent nommer chaque joueur exactement une fois ({players})."),
    "Bidding: no two players may declare the same sum, unless it is 0.": (
        "Licit: két játékos nem mondhatja ugyanazt az összeget, hacsak nem 0.",
        "Licytacja: dwóch graczy nie może zadeklarować tej samej sumy, chyba że to 0.",
        "Enchères : deux joueurs ne peuvent annoncer la même somme, sauf 0."),
    "Setup: {count} snatchers, {why}; order of play {order}.": (
        "Előkészítés: {count} fosztogató, {why}; játéksorrend: {order}.",
        "Przygotowanie: pozyskiwaczy: {count}, {why}; kolejność gry: {order}.",
        "Mise en place : {count} pilleurs, {why} ; ordre de jeu {order}."),
    "'setup' field 'tree_cards' has level '{level}'; levels are 1 to {top}.": (
        "A 'setup' 'tree_cards' mezőjében '{level}' szint áll; a szintek: 1-{top}.",
        "Pole 'tree_cards' akcji 'setup' ma poziom '{level}'; poziomy to 1-{top}.",
        "Le champ 'tree_cards' de 'setup' a le niveau '{level}' ; les niveaux vont de 1 à {top}."),
    "Setup: the Tree card {card} belongs on level {right}, not {level}.": (
        "Előkészítés: a(z) {card} Fa-kártya helye a(z) {right}. szint, nem a(z) {level}.",
        "Przygotowanie: karta Drzewa {card} należy na poziom {right}, nie {level}.",
        "Mise en place : la carte Arbre {card} va au niveau {right}, pas {level}."),
    "Setup: {name}'s {track} cell {value} is given twice.": (
        "Előkészítés: {name} {value} mezője ({track}) kétszer szerepel.",
        "Przygotowanie: pole {value} gracza {name} (tor: {track}) podano dwa razy.",
        "Mise en place : la case {value} ({track}) de {name} est donnée deux fois."),
    "Setup: {name}'s red {track} cells must run from -5 upwards and stay below 0.": (
        "Előkészítés: {name} piros mezői ({track}) -5-től felfelé tartsanak, 0 alatt.",
        "Przygotowanie: czerwone pola gracza {name} (tor: {track}) muszą biec od -5 w górę i być poniżej 0.",
        "Mise en place : les cases rouges ({track}) de {name} partent de -5 vers le haut et restent sous 0."),
    "Setup: {name}'s green {track} cells must run from +5 downwards and stay above 0.": (
        "Előkészítés: {name} zöld mezői ({track}) +5-től lefelé tartsanak, 0 fölött.",
        "Przygotowanie: zielone pola gracza {name} (tor: {track}) muszą biec od +5 w dół i być powyżej 0.",
        "Mise en place : les cases vertes ({track}) de {name} partent de +5 vers le bas et restent au-dessus de 0."),

    # --- the rules: guards
    "{name} has no pryze card in hand to use as {what}.": (
        "{name}: nincs a kezében zsákmánykártya ehhez: {what}.",
        "{name} nie ma w ręce karty pryzu do użycia jako {what}.",
        "{name} n'a pas de carte pryze en main à utiliser comme {what}."),
    "Healing items cannot be used in a mission once its traps are revealed.": (
        "Gyógyító tárgy nem használható a küldetésben, ha már felfedték a csapdáit.",
        "Przedmiotów leczących nie można użyć w misji po odkryciu jej pułapek.",
        "Les objets de soin ne servent plus dans une mission une fois ses pièges révélés."),
    "First finish {name}'s boarding (confirm_board or cancel_board).": (
        "Előbb fejezd be {name} behatolását (confirm_board vagy cancel_board).",
        "Najpierw zakończ abordaż gracza {name} (confirm_board lub cancel_board).",
        "Terminez d'abord l'abordage de {name} (confirm_board ou cancel_board)."),
    "{name} must first keep or trade the Tree token just gained (tree_token).": (
        "{name}: előbb tartsa meg vagy cserélje el az imént szerzett Fa-zsetont (tree_token).",
        "{name} musi najpierw zatrzymać lub wymienić właśnie zdobyty żeton Drzewa (tree_token).",
        "{name} doit d'abord garder ou échanger le jeton Arbre tout juste gagné (tree_token)."),
    "{name} must first keep or sell the pryze just gained (keep_pryze or sell_pryze).": (
        "{name}: előbb tartsa meg vagy adja el az imént szerzett zsákmányt (keep_pryze vagy sell_pryze).",
        "{name} musi najpierw zatrzymać lub sprzedać właśnie zdobyty pryz (keep_pryze lub sell_pryze).",
        "{name} doit d'abord garder ou vendre la pryze tout juste gagnée (keep_pryze ou sell_pryze)."),
    "That belongs to {wanted}; it is {now} now.": (
        "Ez {wanted} lépése; most {now} van.",
        "Dozwolone w: {wanted}; teraz trwa {now}.",
        "Cela relève de {wanted} ; nous sommes dans {now}."),

    # --- the rules: condition and machine
    "{name} holds no {card} to use.": (
        "{name}: nincs a kezében ilyen kártya: {card}.",
        "{name} nie ma karty {card} do użycia.",
        "{name} n'a pas de {card} à utiliser."),
    "Healing item: {name} heals {what}, never above the maximum condition.": (
        "Gyógyító tárgy: {name} gyógyul ({what}), legfeljebb a maximális állapotig.",
        "Przedmiot leczący: {name} leczy się ({what}), nigdy ponad maksymalny stan.",
        "Objet de soin : {name} se soigne ({what}), jamais au-delà de la condition maximale."),
    "Damage symbol: {name} takes {what}, never below -5.": (
        "Sebzésjel: {name} sebződik ({what}), legfeljebb -5-ig.",
        "Symbol obrażeń: {name} obrywa ({what}), nigdy poniżej -5.",
        "Symbole de dégâts : {name} est blessé ({what}), jamais sous -5."),
    "'enhance' of kind '{kind}' changes {moves} only, not {others}.": (
        "A '{kind}' fajtájú 'enhance' csak ezt változtatja: {moves}, ezt nem: {others}.",
        "'enhance' rodzaju '{kind}' zmienia tylko {moves}, nie {others}.",
        "'enhance' de type '{kind}' ne change que {moves}, pas {others}."),
    "{name} still has a free {enhancement} slot; nothing is replaced.": (
        "{name}: van még szabad hely ({enhancement}); nincs csere.",
        "{name} ma jeszcze wolne miejsce na {enhancement}; nic nie jest zastępowane.",
        "{name} a encore un emplacement libre pour une {enhancement} ; rien n'est remplacé."),
    "Both of {name}'s {enhancement} slots are full: name the one to replace (replace 1 or 2).": (
        "{name}: mindkét hely foglalt ({enhancement}): add meg, melyiket cseréled (replace 1 vagy 2).",
        "{name}: oba miejsca na {enhancement} są zajęte: wskaż, które zastąpić (replace 1 lub 2).",
        "{name} : les deux emplacements ({enhancement}) sont pleins : indiquez lequel remplacer (replace 1 ou 2)."),
    "{name} has no pryze card in hand to slip under the snatcher card.": (
        "{name}: nincs a kezében zsákmánykártya, amit a fosztogatókártya alá csúsztathatna.",
        "{name} nie ma w ręce karty pryzu do wsunięcia pod kartę pozyskiwacza.",
        "{name} n'a pas de carte pryze en main à glisser sous la carte pilleur."),
    "current and maximum move together: {tracks}": (
        "az aktuális és a maximális együtt lép: {tracks}",
        "bieżący i maksymalny przesuwają się razem: {tracks}",
        "actuel et maximum avancent ensemble : {tracks}"),
    "now sesame {sesame} (0-6) and sarcophagus {sarcophagus} (2-5)": (
        "most szezám {sesame} (0-6) és szarkofág {sarcophagus} (2-5)",
        "teraz sezam {sesame} (0-6) i sarkofag {sarcophagus} (2-5)",
        "désormais sésame {sesame} (0-6) et sarcophage {sarcophagus} (2-5)"),
    "Enhancements: {name} adds a {enhancement} ({gain}), {now}.": (
        "Fejlesztések: {name} – új {enhancement} ({gain}), {now}.",
        "Ulepszenia: {name} dodaje {enhancement} ({gain}), {now}.",
        "Améliorations : {name} ajoute une {enhancement} ({gain}), {now}."),
    "{name} has no {enhancement} in slot {slot}.": (
        "{name}: ezen a helyen nincs {enhancement}: {slot}.",
        "{name}: w miejscu {slot} brak: {enhancement}.",
        "{name} : aucune {enhancement} à l'emplacement {slot}."),
    "{why}: {name} loses a {enhancement} from slot {slot} and the markers move back.": (
        "{why}: {name} {slot}. helyéről kikerül egy {enhancement}, a jelölők visszalépnek.",
        "{why}: {name} traci {enhancement} z miejsca {slot}, a znaczniki wracają.",
        "{why} : {name} perd une {enhancement} de l'emplacement {slot} et les marqueurs reculent."),

    # --- the rules: money, Knowledge, pryzes, Tree tokens
    "{rule}: {name} has only {have} {noun} and cannot give up {n}.": (
        "{rule}: {name} készlete csak {have} ({noun}), nem adhat le {n} egységet.",
        "{rule}: {name} ma tylko {have} ({noun}) i nie może oddać {n}.",
        "{rule} : {name} n'a que {have} ({noun}) et ne peut pas en céder {n}."),
    "{rule}: {name} gains {n} {noun}, now {now}.": (
        "{rule}: {name} +{n} ({noun}), most {now}.",
        "{rule}: {name} zyskuje {n} ({noun}), ma teraz {now}.",
        "{rule} : {name} gagne {n} ({noun}), soit {now}."),
    "{rule}: {name} gives up {n} {noun}, now {now}.": (
        "{rule}: {name} -{n} ({noun}), most {now}.",
        "{rule}: {name} oddaje {n} ({noun}), ma teraz {now}.",
        "{rule} : {name} cède {n} ({noun}), soit {now}."),
    "Buying a card: {name} has {money} money, not the {cost} it costs.": (
        "Kártyavétel: {name} pénze {money}, nem a szükséges {cost}.",
        "Zakup karty: {name} ma monet: {money}, a karta kosztuje {cost}.",
        "Achat d'une carte : {name} a {money} d'argent, pas les {cost} qu'elle coûte."),
    "Buying a card: {name} pays {cost}, {money} money left.": (
        "Kártyavétel: {name} fizet {cost} pénzt, maradt {money}.",
        "Zakup karty: {name} płaci {cost}, zostaje mu {money}.",
        "Achat d'une carte : {name} paie {cost}, il lui reste {money} d'argent."),
    "{name} has no pryze just gained to decide on.": (
        "{name}: nincs frissen szerzett zsákmány, amiről dönthetne.",
        "{name} nie ma świeżo zdobytego pryzu, o którym decyduje.",
        "{name} n'a pas de pryze fraîchement gagnée à décider."),
    "Pryze: {name} may sell it for price {price} + sesame {sesame} or keep it ({kept}); decide now.": (
        "Zsákmány: {name} eladhatja ár {price} + szezám {sesame} összegért, vagy megtarthatja ({kept}); dönts most.",
        "Pryz: {name} może go sprzedać za cenę {price} + sezam {sesame} lub zatrzymać ({kept}); zdecyduj teraz.",
        "Pryze : {name} peut la vendre au prix {price} + sésame {sesame} ou la garder ({kept}) ; décidez maintenant."),
    "{name} has no pryze just gained to {verb}.": (
        "{name}: nincs frissen szerzett zsákmány, amit {verb} lehetne.",
        "{name} nie ma świeżo zdobytego pryzu, by go {verb}.",
        "{name} n'a pas de pryze fraîchement gagnée à {verb}."),
    "'sell_pryze' needs the pryze's 'price' (or scan the pryze card first).": (
        "A 'sell_pryze' a zsákmány árát kéri ('price'), vagy előbb olvasd be a zsákmánykártyát.",
        "'sell_pryze' wymaga ceny pryzu ('price') albo najpierw zeskanuj kartę pryzu.",
        "'sell_pryze' demande le prix de la pryze ('price'), ou scannez d'abord sa carte."),
    "Selling a pryze: price {price} + sesame {sesame}, {name} receives {paid}.": (
        "Zsákmány eladása: ár {price} + szezám {sesame}, {name} kap {paid} pénzt.",
        "Sprzedaż pryzu: cena {price} + sezam {sesame}, {name} otrzymuje {paid}.",
        "Vente d'une pryze : prix {price} + sésame {sesame}, {name} reçoit {paid}."),
    "Keeping a pryze: {name} takes its {bonus} Knowledge and discards the card.": (
        "Zsákmány megtartása: {name} megkapja a kártya {bonus} Tudását, majd eldobja a kártyát.",
        "Zatrzymanie pryzu: {name} bierze jego Wiedzę ({bonus}) i odrzuca kartę.",
        "Garder une pryze : {name} prend ses {bonus} Savoir et défausse la carte."),
    "Keeping a pryze: {name} keeps the card, holding {cards}.": (
        "Zsákmány megtartása: {name} megtartja a kártyát, így {cards} van nála.",
        "Zatrzymanie pryzu: {name} zatrzymuje kartę (razem: {cards}).",
        "Garder une pryze : {name} garde la carte et détient {cards}."),
    "Tree token: {name} keeps it ({held} held).": (
        "Fa-zseton: {name} megtartja (nála: {held}).",
        "Żeton Drzewa: {name} go zatrzymuje (ma: {held}).",
        "Jeton Arbre : {name} le garde ({held} en tout)."),
    "Tree token: {name} trades it for {n} Knowledge at once.": (
        "Fa-zseton: {name} azonnal {n} Tudásra cseréli.",
        "Żeton Drzewa: {name} od razu wymienia go na Wiedzę ({n}).",
        "Jeton Arbre : {name} l'échange aussitôt contre {n} Savoir."),

    # --- the rules: Boarding into the Enclave
    "{name} has already acted at Boarding into the Enclave this round.": (
        "{name} már cselekedett ebben a körben a Behatolás az Enklávéba helyszínen.",
        "{name} działał już w tej rundzie w Abordażu do Enklawy.",
        "{name} a déjà agi à l'Abordage de l'Enclave cette manche."),
    "Preparation: {name} gives up boarding and takes a preparation token for round {round}, discarded if not used "
    "then.": (
        "Felkészülés: {name} lemond a behatolásról, felkészülési zsetont kap a(z) {round}. körre; ha ott nem "
        "használja, elveszik.",
        "Przygotowanie: {name} rezygnuje z abordażu i bierze żeton przygotowania na rundę {round}, odrzucany, jeśli "
        "go nie użyje.",
        "Préparation : {name} renonce à l'abordage et prend un jeton de préparation pour la manche {round}, défaussé "
        "s'il ne sert pas."),
    "In Sync: {holder} did not declare a mission with {name} before the first boarding.": (
        "In Sync: {holder} nem jelentett be közös küldetést ({name}) az első behatolás előtt.",
        "In Sync: {holder} nie zgłosił misji z graczem {name} przed pierwszym abordażem.",
        "In Sync : {holder} n'a pas déclaré de mission avec {name} avant le premier abordage."),
    "Only an In Sync partner can add a second preparation token.": (
        "Második felkészülési zsetont csak In Sync társ adhat.",
        "Drugi żeton przygotowania może dodać tylko partner In Sync.",
        "Seul un partenaire In Sync peut ajouter un second jeton de préparation."),
    "Sarcophagus: {team} may take {limit} protection cards on a mission, not {taken}.": (
        "Szarkofág: {team} {limit} védőkártyát vihet a küldetésre, nem {taken} darabot.",
        "Sarkofag: {team} – limit kart ochrony na misję: {limit}, nie {taken}.",
        "Sarcophage : {team} peut emporter {limit} cartes protection en mission, pas {taken}."),
    "Preparation: {name} has no preparation token to use this round.": (
        "Felkészülés: {name} nem rendelkezik erre a körre felkészülési zsetonnal.",
        "Przygotowanie: {name} nie ma żetonu przygotowania na tę rundę.",
        "Préparation : {name} n'a pas de jeton de préparation pour cette manche."),
    "Protection: {name} is not on this mission.": (
        "Védelem: {name} nincs ezen a küldetésen.",
        "Ochrona: {name} nie bierze udziału w tej misji.",
        "Protection : {name} ne participe pas à cette mission."),
    "In Sync: {holder} holds no In Sync token for this round.": (
        "In Sync: {holder} nem rendelkezik In Sync zsetonnal erre a körre.",
        "In Sync: {holder} nie ma żetonu In Sync na tę rundę.",
        "In Sync : {holder} n'a pas de jeton In Sync pour cette manche."),
    "In Sync: {holder} cannot go on a mission in sync with themself.": (
        "In Sync: {holder} nem mehet küldetésre önmagával szinkronban.",
        "In Sync: {holder} nie może iść na misję w synchronizacji z samym sobą.",
        "In Sync : {holder} ne peut pas partir en mission synchronisé avec lui-même."),
    "In Sync: the partner is declared before the first boarding of the round.": (
        "In Sync: a társat a kör első behatolása előtt kell megnevezni.",
        "In Sync: partnera wskazuje się przed pierwszym abordażem rundy.",
        "In Sync : le partenaire se déclare avant le premier abordage de la manche."),
    "In Sync: {holder} will go along when {partner} boards this round.": (
        "In Sync: {holder} is megy, amikor {partner} ebben a körben behatol.",
        "In Sync: {holder} pójdzie razem, gdy {partner} wykona abordaż w tej rundzie.",
        "In Sync : {holder} suivra quand {partner} abordera cette manche."),
    "Boarding: the mission shows {cards} plus 1 for In Sync, so reveal {expected}, not {revealed}.": (
        "Behatolás: a küldetésen {cards} látható, plusz 1 az In Sync miatt, tehát {expected} kell, nem {revealed}.",
        "Abordaż: misja pokazuje {cards} plus 1 za In Sync, więc odkryj {expected}, nie {revealed}.",
        "Abordage : la mission montre {cards} plus 1 pour In Sync, révélez-en donc {expected}, pas {revealed}."),
    "Boarding: the mission shows {cards}, so reveal {expected}, not {revealed}.": (
        "Behatolás: a küldetésen {cards} látható, tehát {expected} kell, nem {revealed}.",
        "Abordaż: misja pokazuje {cards}, więc odkryj {expected}, nie {revealed}.",
        "Abordage : la mission montre {cards}, révélez-en donc {expected}, pas {revealed}."),
    "{where} ({team}): {arithmetic}; {verdict}.": (
        "{where} ({team}): {arithmetic}; {verdict}.",
        "{where} ({team}): {arithmetic}; {verdict}.",
        "{where} ({team}) : {arithmetic} ; {verdict}."),
    "Oracle: each player has one place on the Oracle's track.": (
        "Orákulum: minden játékosnak egy helye van az Orákulum sávján.",
        "Wyrocznia: każdy gracz ma jedno miejsce na torze Wyroczni.",
        "Oracle : chaque joueur a une seule place sur la piste de l'Oracle."),
    "Oracle: the order for next round is already set this round.": (
        "Orákulum: a következő kör sorrendje ebben a körben már eldőlt.",
        "Wyrocznia: kolejność na następną rundę już ustalono w tej rundzie.",
        "Oracle : l'ordre de la manche suivante est déjà fixé cette manche."),
    "Oracle: next round the order of play is {order}.": (
        "Orákulum: a következő körben a játéksorrend: {order}.",
        "Wyrocznia: w następnej rundzie kolejność gry to {order}.",
        "Oracle : à la manche suivante, l'ordre de jeu est {order}."),

    # --- the rules: a boarding built card by card
    "Table: the next cards are for {name}'s snatcher.": (
        "Asztal: a következő kártyák {name} fosztogatójáé.",
        "Stół: następne karty są dla pozyskiwacza gracza {name}.",
        "Table : les prochaines cartes sont pour le pilleur de {name}."),
    "Boarding into the Enclave: {name} takes a mission of {physical} physical and {mental} mental; reveal its traps.": (
        "Behatolás az Enklávéba: {name} küldetése {physical} fizikai és {mental} mentális; fordítsd fel a csapdáit.",
        "Abordaż do Enklawy: {name} bierze misję (fizyczne {physical}, psychiczne {mental}); odkryj jej pułapki.",
        "Abordage de l'Enclave : {name} prend une mission de {physical} physique et {mental} mental ; révélez ses "
        "pièges."),
    "No boarding is being prepared: scan the mission card first.": (
        "Nincs előkészítés alatt álló behatolás: előbb a küldetéskártyát olvasd be.",
        "Żaden abordaż nie jest przygotowywany: najpierw zeskanuj kartę misji.",
        "Aucun abordage en préparation : scannez d'abord la carte mission."),
    "Boarding: no mission reveals more than 6 trap cards.": (
        "Behatolás: egyik küldetés sem fed fel 6-nál több csapdakártyát.",
        "Abordaż: żadna misja nie odkrywa więcej niż 6 kart pułapek.",
        "Abordage : aucune mission ne révèle plus de 6 cartes piège."),
    "Trap revealed: {physical} physical and {mental} mental damage are added to the mission's.": (
        "Felfedett csapda: {physical} fizikai és {mental} mentális sebzés adódik a küldetéséhez.",
        "Odkryta pułapka: obrażenia fizyczne {physical} i psychiczne {mental} dochodzą do misji.",
        "Piège révélé : {physical} dégâts physiques et {mental} mentaux s'ajoutent à ceux de la mission."),
    "Preparation: {name}'s preparation token is already counted.": (
        "Felkészülés: {name} felkészülési zsetonja már számítva van.",
        "Przygotowanie: żeton przygotowania gracza {name} jest już policzony.",
        "Préparation : le jeton de préparation de {name} est déjà compté."),
    "Protection: {name}'s {what} stops {physical} physical and {mental} mental damage.": (
        "Védelem: {name} – {what}: {physical} fizikai és {mental} mentális sebzést fog fel.",
        "Ochrona: {name} – {what}: zatrzymuje obrażenia fizyczne {physical} i psychiczne {mental}.",
        "Protection : {name} – {what} : arrête {physical} dégâts physiques et {mental} mentaux."),
    "Boarding: {name}'s boarding is cancelled before it began.": (
        "Behatolás: {name} behatolása elmarad, mielőtt elkezdődött volna.",
        "Abordaż: abordaż gracza {name} odwołano przed rozpoczęciem.",
        "Abordage : l'abordage de {name} est annulé avant d'avoir commencé."),

    # --- the rules: the Tree
    "{name} has already used the Tree this round.": (
        "{name} ebben a körben már használta a Fát.",
        "{name} użył już Drzewa w tej rundzie.",
        "{name} a déjà utilisé l'Arbre cette manche."),
    "Round 6: name the Tree level (any level may be used).": (
        "6. kör: add meg a Fa szintjét (bármelyik használható).",
        "Runda 6: podaj poziom Drzewa (można użyć dowolnego).",
        "Manche 6 : indiquez le niveau de l'Arbre (tous sont permis)."),
    "Towards the Tree: level {level} is {reach} away from level {current} and {name} holds {tokens}.": (
        "A Fa felé: a(z) {level}. szint {reach} lépésre van a(z) {current}. szinttől, {name} pedig {tokens} "
        "birtokosa.",
        "W stronę Drzewa: poziom {level} jest o {reach} od poziomu {current}, a {name} ma {tokens}.",
        "Vers l'Arbre : le niveau {level} est à {reach} du niveau {current} et {name} détient {tokens}."),
    "Towards the Tree: {name} has {have} Knowledge, not {n}.": (
        "A Fa felé: {name} Tudása {have}, nem {n}.",
        "W stronę Drzewa: {name} ma Wiedzy: {have}, nie {n}.",
        "Vers l'Arbre : {name} a {have} Savoir, pas {n}."),
    "Towards the Tree: level {level}'s Tree marker has been taken already.": (
        "A Fa felé: a(z) {level}. szint Fa-jelölőjét már elvitték.",
        "W stronę Drzewa: znacznik Drzewa z poziomu {level} już zabrano.",
        "Vers l'Arbre : le marqueur Arbre du niveau {level} est déjà pris."),
    "Towards the Tree: {name} visits level {level} without trading Knowledge.": (
        "A Fa felé: {name} Tudás beváltása nélkül látogatja meg a(z) {level}. szintet.",
        "W stronę Drzewa: {name} odwiedza poziom {level} bez wymiany Wiedzy.",
        "Vers l'Arbre : {name} visite le niveau {level} sans échanger de Savoir."),
    "Towards the Tree: {name} trades {limited} for {points} on level {level}; the Tree marker moves from {before} to "
    "{after} and {name} takes it.": (
        "A Fa felé: {name} {limited} vált be ({points}) a(z) {level}. szinten; a Fa-jelölő {before} → {after}, és "
        "{name} elviszi.",
        "W stronę Drzewa: {name} wymienia {limited} na poziomie {level} ({points}); znacznik Drzewa z {before} na "
        "{after} i {name} go zabiera.",
        "Vers l'Arbre : {name} échange {limited} contre {points} au niveau {level} ; le marqueur Arbre passe de "
        "{before} à {after} et {name} le prend."),
    "Towards the Tree: {name} trades {limited} for {points} on level {level}; the Tree marker moves from {before} to "
    "{after}.": (
        "A Fa felé: {name} {limited} vált be ({points}) a(z) {level}. szinten; a Fa-jelölő {before} → {after}.",
        "W stronę Drzewa: {name} wymienia {limited} na poziomie {level} ({points}); znacznik Drzewa z {before} na "
        "{after}.",
        "Vers l'Arbre : {name} échange {limited} contre {points} au niveau {level} ; le marqueur Arbre passe de "
        "{before} à {after}."),
    "{name} must first visit the Tree this round (tree_exchange, n 0 to only visit).": (
        "{name}: előbb látogassa meg a Fát ebben a körben (tree_exchange, n 0 a puszta látogatáshoz).",
        "{name} musi najpierw odwiedzić Drzewo w tej rundzie (tree_exchange, n 0 tylko na wizytę).",
        "{name} doit d'abord visiter l'Arbre cette manche (tree_exchange, n 0 pour une simple visite)."),
    "{card} lies on level {right}, but {name} is on level {level}.": (
        "{card} a(z) {right}. szinten van, {name} viszont a(z) {level}. szinten áll.",
        "{card} leży na poziomie {right}, a {name} jest na poziomie {level}.",
        "{card} est au niveau {right}, mais {name} est au niveau {level}."),
    "Level {level} holds the Tree card {held}, not {card}.": (
        "A(z) {level}. szinten a(z) {held} Fa-kártya van, nem {card}.",
        "Na poziomie {level} leży karta Drzewa {held}, nie {card}.",
        "Le niveau {level} porte la carte Arbre {held}, pas {card}."),
    "{name} has already used the Tree card this round.": (
        "{name} ebben a körben már használta a Fa-kártyát.",
        "{name} użył już karty Drzewa w tej rundzie.",
        "{name} a déjà utilisé la carte Arbre cette manche."),
    "'tree_card' loki needs the field 'victim' (whose card is stolen).": (
        "A 'tree_card' loki a 'victim' mezőt kéri (kinek a kártyáját lopják el).",
        "'tree_card' loki wymaga pola 'victim' (czyja karta zostaje skradziona).",
        "'tree_card' loki demande le champ 'victim' (à qui la carte est volée)."),
    "Loki: steal from another player, not yourself.": (
        "Loki: egy másik játékostól lopj, ne magadtól.",
        "Loki: kradnij innemu graczowi, nie sobie.",
        "Loki : volez un autre joueur, pas vous-même."),
    "Loki: {victim} has no pryze card in hand.": (
        "Loki: {victim} kezében nincs zsákmánykártya.",
        "Loki: {victim} nie ma w ręce karty pryzu.",
        "Loki : {victim} n'a pas de carte pryze en main."),
    "Loki: {name} steals a pryze card at random from {victim}'s hand.": (
        "Loki: {name} véletlenszerűen ellop egy zsákmánykártyát {victim} kezéből.",
        "Loki: {name} kradnie losową kartę pryzu z ręki gracza {victim}.",
        "Loki : {name} vole au hasard une carte pryze dans la main de {victim}."),
    "Loki: {name} steals a card at random from {victim}'s hand.": (
        "Loki: {name} véletlenszerűen ellop egy kártyát {victim} kezéből.",
        "Loki: {name} kradnie losową kartę z ręki gracza {victim}.",
        "Loki : {name} vole une carte au hasard dans la main de {victim}."),
    "'tree_card' mr_woos_curiosities needs 'slot' (1 or 2) and 'value' (the card's price).": (
        "A 'tree_card' mr_woos_curiosities a 'slot' (1 vagy 2) és a 'value' (a kártya ára) mezőt kéri.",
        "'tree_card' mr_woos_curiosities wymaga 'slot' (1 lub 2) i 'value' (cena karty).",
        "'tree_card' mr_woos_curiosities demande 'slot' (1 ou 2) et 'value' (le prix de la carte)."),
    "Mr Woo's Curiosities: {name} sells the enhancement for double its value, {paid}.": (
        "Mr Woo's Curiosities: {name} dupla értékért eladja a fejlesztést: {paid}.",
        "Mr Woo's Curiosities: {name} sprzedaje ulepszenie za podwójną wartość, {paid}.",
        "Mr Woo's Curiosities : {name} vend l'amélioration au double de sa valeur, {paid}."),
    "'tree_card' alba_chryzostom needs 'n' (Knowledge tokens to exchange).": (
        "A 'tree_card' alba_chryzostom az 'n' mezőt kéri (beváltandó Tudás-zsetonok).",
        "'tree_card' alba_chryzostom wymaga 'n' (żetony Wiedzy do wymiany).",
        "'tree_card' alba_chryzostom demande 'n' (jetons Savoir à échanger)."),
    "Alba Chryzostom: {name} has {have} Knowledge, not {n}.": (
        "Alba Chryzostom: {name} Tudása {have}, nem {n}.",
        "Alba Chryzostom: {name} ma Wiedzy: {have}, nie {n}.",
        "Alba Chryzostom : {name} a {have} Savoir, pas {n}."),
    "Alba Chryzostom: {name} exchanges {n} Knowledge for {money} money, {each} per token.": (
        "Alba Chryzostom: {name} {n} Tudást {money} pénzre vált, zsetononként {each}.",
        "Alba Chryzostom: {name} wymienia Wiedzę ({n}) na monety ({money}), po {each} za żeton.",
        "Alba Chryzostom : {name} échange {n} Savoir contre {money} d'argent, {each} par jeton."),
    "Doctor Tertius: {name} heals to the maximum, physical {physical} and mental {mental}.": (
        "Doctor Tertius: {name} a maximumig gyógyul, fizikai {physical} és mentális {mental}.",
        "Doctor Tertius: {name} leczy się do maksimum, fizyczny {physical} i psychiczny {mental}.",
        "Doctor Tertius : {name} est soigné au maximum, physique {physical} et mental {mental}."),
    "In Sync: the token is for the following round and this is the last.": (
        "In Sync: a zseton a következő körre szól, ez pedig az utolsó.",
        "In Sync: żeton jest na następną rundę, a ta jest ostatnia.",
        "In Sync : le jeton vaut pour la manche suivante, et celle-ci est la dernière."),
    "In Sync: {name} takes the In Sync token for a mission with a partner in round {round}.": (
        "In Sync: {name} megkapja az In Sync zsetont egy közös küldetéshez a(z) {round}. körben.",
        "In Sync: {name} bierze żeton In Sync na misję z partnerem w rundzie {round}.",
        "In Sync : {name} prend le jeton In Sync pour une mission avec un partenaire à la manche {round}."),
    "Akunen: {name} already has a critical nullification token.": (
        "Akunen: {name} már rendelkezik kritikus semlegesítő zsetonnal.",
        "Akunen: {name} ma już żeton anulowania stanu krytycznego.",
        "Akunen : {name} a déjà un jeton d'annulation critique."),
    "Akunen: {name}'s critical nullification token cancels the red cells; a mission fails only beyond them.": (
        "Akunen: {name} kritikus semlegesítő zsetonja érvényteleníti a piros mezőket; a küldetés csak azokon túl "
        "bukik el.",
        "Akunen: żeton anulowania gracza {name} znosi czerwone pola; misja przepada dopiero poza nimi.",
        "Akunen : le jeton d'annulation critique de {name} annule les cases rouges ; une mission n'échoue "
        "qu'au-delà."),
    "Talking Foxes: {name} discards a healing card for {n} Knowledge.": (
        "Talking Foxes: {name} eldob egy gyógyító kártyát {n} Tudásért.",
        "Talking Foxes: {name} odrzuca kartę leczenia za Wiedzę ({n}).",
        "Talking Foxes : {name} défausse une carte de soin contre {n} Savoir."),
    "Jacob Tyllo: {name} has used it once already; once per game.": (
        "Jacob Tyllo: {name} már használta egyszer; játékonként egyszer lehet.",
        "Jacob Tyllo: {name} już go użył; raz na grę.",
        "Jacob Tyllo : {name} l'a déjà utilisé ; une fois par partie."),
    "Jacob Tyllo: {name} holds no Tree token to exchange.": (
        "Jacob Tyllo: {name} nem rendelkezik beváltható Fa-zsetonnal.",
        "Jacob Tyllo: {name} nie ma żetonu Drzewa do wymiany.",
        "Jacob Tyllo : {name} n'a pas de jeton Arbre à échanger."),
    "Jacob Tyllo: {name} exchanges a Tree token for {n} Knowledge, once per game.": (
        "Jacob Tyllo: {name} egy Fa-zsetont {n} Tudásra cserél, játékonként egyszer.",
        "Jacob Tyllo: {name} wymienia żeton Drzewa na Wiedzę ({n}), raz na grę.",
        "Jacob Tyllo : {name} échange un jeton Arbre contre {n} Savoir, une fois par partie."),

    # --- the rules: rounds and the end
    "The Rotation Phase is the last of the round: end the round (end_round).": (
        "A Rotációs fázis a kör utolsó fázisa: zárd le a kört (end_round).",
        "Faza Rotacji jest ostatnia w rundzie: zakończ rundę (end_round).",
        "La phase de Rotation est la dernière de la manche : terminez la manche (end_round)."),
    "Round {round}: {phase} begins.": (
        "{round}. kör: kezdődik {phase}.",
        "Runda {round}: zaczyna się {phase}.",
        "Manche {round} : {phase} commence."),
    "Rotation Phase: round {round} begins, {where}; order of play {order}.": (
        "Rotációs fázis: kezdődik a(z) {round}. kör, {where}; játéksorrend: {order}.",
        "Faza Rotacji: zaczyna się runda {round}, {where}; kolejność gry: {order}.",
        "Phase de Rotation : la manche {round} commence, {where} ; ordre de jeu {order}."),
    "End of the game: {winners} holds {tokens} Tree tokens and wins with the end of the round; victory points are "
    "irrelevant.": (
        "Vége a játéknak: {winners} birtokában {tokens} Fa-zseton van, és a kör végével nyer; a győzelmi pontok nem "
        "számítanak.",
        "Koniec gry: {winners} ma żetonów Drzewa: {tokens} i wygrywa z końcem rundy; punkty zwycięstwa się nie "
        "liczą.",
        "Fin de la partie : {winners} détient {tokens} jetons Arbre et gagne à la fin de la manche ; les points de "
        "victoire ne comptent pas."),
    "End of the game: {name} scores {bonus} ({got}) for {vp} in all.": (
        "Vége a játéknak: {name}: +{bonus} ({got}), összesen {vp}.",
        "Koniec gry: {name} zdobywa {bonus} ({got}), razem {vp}.",
        "Fin de la partie : {name} marque {bonus} ({got}), soit {vp} en tout."),
    "End of the game: {name} scores {bonus} for {vp} in all.": (
        "Vége a játéknak: {name}: +{bonus}, összesen {vp}.",
        "Koniec gry: {name} zdobywa {bonus}, razem {vp}.",
        "Fin de la partie : {name} marque {bonus}, soit {vp} en tout."),
    "End of the game: {winners} win with {points} points; the tie on points goes to the most Tree tokens, then "
    "Knowledge.": (
        "Vége a játéknak: {winners} nyernek {points} ponttal; pontegyenlőségnél a több Fa-zseton, majd a Tudás dönt.",
        "Koniec gry: wygrywają {winners} z {points} pkt; remis rozstrzyga więcej żetonów Drzewa, potem Wiedza.",
        "Fin de la partie : {winners} gagnent avec {points} points ; l'égalité se départage aux jetons Arbre, puis "
        "au Savoir."),
    "End of the game: {winners} wins with {points} points; the tie on points goes to the most Tree tokens, then "
    "Knowledge.": (
        "Vége a játéknak: {winners} nyer {points} ponttal; pontegyenlőségnél a több Fa-zseton, majd a Tudás dönt.",
        "Koniec gry: wygrywa {winners} z {points} pkt; remis rozstrzyga więcej żetonów Drzewa, potem Wiedza.",
        "Fin de la partie : {winners} gagne avec {points} points ; l'égalité se départage aux jetons Arbre, puis au "
        "Savoir."),
    "End of the game: {winners} wins with {points} points.": (
        "Vége a játéknak: {winners} nyer {points} ponttal.",
        "Koniec gry: wygrywa {winners} z {points} pkt.",
        "Fin de la partie : {winners} gagne avec {points} points."),

    # --- the view
    # The view's header names the phase alone where "Faza" / "Phase" would not fit beside the Tree.
    "Initiative Phase": ("Kezdeményezési fázis", "Inicjatywa", "Initiative"),
    "Planning Phase": ("Tervezési fázis", "Planowanie", "Planification"),
    "Action Phase": ("Akciófázis", "Akcja", "Action"),
    "Tree Phase": ("Fa-fázis", "Drzewo", "Arbre"),
    "Rotation Phase": ("Rotációs fázis", "Rotacja", "Rotation"),
    "Game over": ("Vége a játéknak", "Koniec gry", "Partie terminée"),
    "Round {n} of {total} - {phase}": (
        "{n}/{total}. kör - {phase}",
        "Runda {n}/{total} - {phase}",
        "Manche {n}/{total} - {phase}"),
    "Tree: any level": ("Fa: bármely szint", "Drzewo: dowolny poziom", "Arbre : tout niveau"),
    "Tree level {level}: {left} left": (
        "Fa {level}. szint: {left} maradt",
        "Drzewo {level}: zostało {left}",
        "Arbre niv. {level} : reste {left}"),
    "{vp} VP": ("{vp} GyP", "{vp} PZ", "{vp} PV"),
    "Money {money}  Kn {knowledge}": (
        "Pénz {money}  Tu {knowledge}",
        "Monety {money}  Wi {knowledge}",
        "Argent {money}  Sa {knowledge}"),
    "Tree {tokens} tok {markers} mk": (
        "Fa {tokens} zs {markers} jel",
        "Drzewo {tokens} żet {markers} zn",
        "Arbre {tokens} jet {markers} mq"),
    "Sesame {sesame}  Sarc {sarcophagus}  Pryzes {pryzes}": (
        "Szezám {sesame}  Szark {sarcophagus}  Zsákm {pryzes}",
        "Sezam {sesame}  Sark {sarcophagus}  Pryzy {pryzes}",
        "Sésame {sesame}  Sarc {sarcophagus}  Pryzes {pryzes}"),
    "P {cur}/{top}": ("F {cur}/{top}", "F {cur}/{top}", "P {cur}/{top}"),
    "M {cur}/{top}": ("M {cur}/{top}", "P {cur}/{top}", "M {cur}/{top}"),
    "Boarding: {name}": ("Behatolás: {name}", "Abordaż: {name}", "Abordage : {name}"),
    "Boarding: {name} + {partner} (In Sync)": (
        "Behatolás: {name} + {partner} (In Sync)",
        "Abordaż: {name} + {partner} (In Sync)",
        "Abordage : {name} + {partner} (In Sync)"),
    "Physical: {damage} damage - {protection} protection = {wounds} wounds -> {after}": (
        "Fizikai: {damage} sebzés - {protection} védelem = {wounds} seb -> {after}",
        "Fizyczny: obrażenia {damage} - ochrona {protection} = rany {wounds} -> {after}",
        "Physique : {damage} dégâts - {protection} protection = {wounds} blessures -> {after}"),
    "Mental: {damage} damage - {protection} protection = {wounds} wounds -> {after}": (
        "Mentális: {damage} sebzés - {protection} védelem = {wounds} seb -> {after}",
        "Psychiczny: obrażenia {damage} - ochrona {protection} = rany {wounds} -> {after}",
        "Mental : {damage} dégâts - {protection} protection = {wounds} blessures -> {after}"),
    "{n} of {shown} traps": ("{n}/{shown} csapda", "pułapki: {n} z {shown}", "pièges : {n} sur {shown}"),
    "{n} traps": ("{n} csapda", "pułapki: {n}", "pièges : {n}"),
    "{traps}, {n} of {limit} protection cards": (
        "{traps}, {n}/{limit} védőkártya",
        "{traps}, karty ochrony: {n} z {limit}",
        "{traps}, cartes protection : {n} sur {limit}"),
    "{traps}, {n} of {limit} protection cards + preparation": (
        "{traps}, {n}/{limit} védőkártya + felkészülés",
        "{traps}, karty ochrony: {n} z {limit} + przygotowanie",
        "{traps}, cartes protection : {n} sur {limit} + préparation"),
    "{n} knowledge": ("{n} Tudás", "wiedza: {n}", "{n} Savoir"),
    "{n} money": ("{n} pénz", "monety: {n}", "{n} pièces"),
    "{n} tree tokens": ("{n} Fa-zseton", "żetony Drzewa: {n}", "{n} jetons Arbre"),
    "Predicted: SUCCESS, pays {paid}": (
        "Előrejelzés: SIKER, jutalom: {paid}",
        "Prognoza: SUKCES ({paid})",
        "Prévision : SUCCÈS, gain : {paid}"),
    "Predicted: FAILS ({names} critical): 1 Knowledge": (
        "Előrejelzés: KUDARC ({names} kritikus): 1 Tudás",
        "Prognoza: PORAŻKA ({names} krytycznie): 1 Wiedza",
        "Prévision : ÉCHEC ({names} critique) : 1 Savoir"),
    "{winners} wins with 4 Tree tokens": (
        "{winners} nyer 4 Fa-zsetonnal",
        "{winners} wygrywa z 4 żetonami Drzewa",
        "{winners} gagne avec 4 jetons Arbre"),
    "{winners} wins with {vp} VP": (
        "{winners} nyer, {vp} GyP",
        "{winners} wygrywa, {vp} PZ",
        "{winners} gagne avec {vp} PV"),
    "{winners} win with {vp} VP": (
        "{winners} nyernek, {vp} GyP",
        "{winners} wygrywają, {vp} PZ",
        "{winners} gagnent avec {vp} PV"),
    "Player": ("Játékos", "Gracz", "Joueur"),
    "Tree mk": ("Fa-jel", "Zn. Drz.", "Marq. A."),
    "Tree tok": ("Fa-zs", "Żet. Drz.", "Jet. A."),
    "Pryzes": ("Zsákm.", "Pryzy", "Pryzes"),
    "VP": ("GyP", "PZ", "PV"),
}
