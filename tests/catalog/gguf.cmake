headroom_add_test(tst_ggufreader SOURCES tst_ggufreader.cpp LIBS headroom_core LABELS catalog)
