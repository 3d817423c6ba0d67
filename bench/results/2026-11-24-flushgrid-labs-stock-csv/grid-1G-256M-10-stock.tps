sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1641.42 qps: 9888.51 (r/w/o: 0.00/6597.67/3290.84) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1638.44 qps: 9825.61 (r/w/o: 0.00/6548.74/3276.87) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1381.01 qps: 8291.06 (r/w/o: 0.00/5529.04/2762.02) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1760.52 qps: 10554.15 (r/w/o: 0.00/7033.10/3521.05) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1925.58 qps: 11561.46 (r/w/o: 0.00/7710.31/3851.15) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1736.18 qps: 10416.07 (r/w/o: 0.00/6943.71/3472.36) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1953.77 qps: 11724.61 (r/w/o: 0.00/7817.07/3907.54) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1661.79 qps: 9970.75 (r/w/o: 0.00/6647.16/3323.58) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1696.04 qps: 10173.23 (r/w/o: 0.00/6781.16/3392.08) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1368.52 qps: 8211.12 (r/w/o: 0.00/5474.08/2737.04) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1974.30 qps: 11826.80 (r/w/o: 0.00/7878.21/3948.60) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1835.84 qps: 11006.00 (r/w/o: 0.00/7337.33/3668.67) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1721.51 qps: 10353.08 (r/w/o: 0.00/6907.05/3446.03) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1630.10 qps: 9766.58 (r/w/o: 0.00/6509.38/3257.19) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1490.30 qps: 8956.80 (r/w/o: 0.00/5973.20/2983.60) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1895.44 qps: 11354.65 (r/w/o: 0.00/7565.76/3788.88) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1844.04 qps: 11083.23 (r/w/o: 0.00/7394.15/3689.08) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1394.38 qps: 8366.29 (r/w/o: 0.00/5576.53/2789.76) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1747.02 qps: 10487.10 (r/w/o: 0.00/6993.06/3494.03) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2194.04 qps: 13159.25 (r/w/o: 0.00/8772.17/4387.08) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2091.49 qps: 12543.92 (r/w/o: 0.00/8359.95/4183.97) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2050.13 qps: 12302.78 (r/w/o: 0.00/8202.52/4100.26) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1740.22 qps: 10446.33 (r/w/o: 0.00/6965.89/3480.44) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2402.45 qps: 14415.68 (r/w/o: 0.00/9610.78/4804.89) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 2340.31 qps: 14028.85 (r/w/o: 0.00/9348.23/4680.62) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1876.30 qps: 11270.82 (r/w/o: 0.00/7518.21/3752.61) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2019.00 qps: 12104.99 (r/w/o: 0.00/8067.00/4038.00) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2102.30 qps: 12615.79 (r/w/o: 0.00/8411.19/4204.59) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2078.26 qps: 12476.57 (r/w/o: 0.00/8320.04/4156.52) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2013.78 qps: 12079.70 (r/w/o: 0.00/8052.14/4027.56) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1703.33 qps: 10213.95 (r/w/o: 0.00/6807.29/3406.66) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1907.77 qps: 11451.60 (r/w/o: 0.00/7636.07/3815.53) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1818.05 qps: 10914.32 (r/w/o: 0.00/7278.21/3636.11) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1370.21 qps: 8207.45 (r/w/o: 0.00/5468.02/2739.43) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 741.70 qps: 4442.10 (r/w/o: 0.00/2957.68/1484.42) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 764.24 qps: 4606.42 (r/w/o: 0.00/3077.94/1528.48) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1400.43 qps: 8403.55 (r/w/o: 0.00/5602.70/2800.85) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1479.08 qps: 8869.46 (r/w/o: 0.00/5912.30/2957.15) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1789.00 qps: 10729.03 (r/w/o: 0.00/7150.02/3579.01) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1647.99 qps: 9891.92 (r/w/o: 0.00/6595.95/3295.97) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 2180.80 qps: 13063.81 (r/w/o: 0.00/8706.20/4357.60) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 2032.58 qps: 12191.50 (r/w/o: 0.00/8124.34/4067.17) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1933.68 qps: 11622.05 (r/w/o: 0.00/7753.70/3868.35) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1941.44 qps: 11650.61 (r/w/o: 0.00/7766.74/3883.87) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1917.50 qps: 11512.99 (r/w/o: 0.00/7678.00/3835.00) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           319404
        other:                           159702
        total:                           479106
    transactions:                        79851  (1774.29 per sec.)
    queries:                             479106 (10645.76 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0041s
    total number of events:              79851

Latency (ms):
         min:                                    0.43
         avg:                                    4.51
         max:                                  564.84
         95th percentile:                        9.39
         sum:                               359737.10

Threads fairness:
    events (avg/stddev):           9981.3750/79.90
    execution time (avg/stddev):   44.9671/0.01

